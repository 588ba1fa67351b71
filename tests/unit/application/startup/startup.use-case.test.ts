import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { STARTUP_FALLBACK_MS, READINESS_POLL_MS } from "@/application/startup/startup.use-case";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import type { TicketsState } from "@/application/tickets/tickets-state";
import { aUser, cartItem, ok, sampleGame, serverLines, storedItems } from "../fixtures";
import { harness, type HarnessOptions } from "../harness";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { blankEntry } from "@/domain/ticket/ticket-list";
import { DEFAULT_TICKET_OPTIONS } from "@/domain/cart/ticket-options";

const rules = rulesFromGame(sampleGame());
const entry = (id: string, position: number, numbers: number[][]) => ({
  ...blankEntry(id, "blk", position, rules),
  numbersChecked: numbers,
  bets: numbers,
});
const tickets = (entries: TicketsState["list"]["entries"]): TicketsState => ({
  gameSlug: "lotto-44",
  rules,
  list: { idBlock: "blk", entries },
  options: DEFAULT_TICKET_OPTIONS,
});
const picked = [[1, 2, 3, 4, 5, 6], [7]];

const startupHarness = (stored: TicketsState | null, options: HarnessOptions = {}) =>
  harness({
    ...options,
    storage: { ...(stored === null ? {} : { [STORAGE_KEYS.tickets]: JSON.stringify(stored) }), ...options.storage },
    remotes: { carts: { fetch: () => ok(serverLines([])) }, balances: { balance: () => ok(fromMajor(0)) }, ...options.remotes },
  });

/** Runs startup to its end: the first readiness poll sees the cart loaded. */
const start = async (h: ReturnType<typeof harness>) => {
  const run = h.startup.execute();
  await h.scheduler.advance(READINESS_POLL_MS);
  return run;
};

describe("StartupUseCase (SPEC §4 Startup)", () => {
  it("restores the stored session's user", async () => {
    const h = startupHarness(null, { signedIn: aUser() });
    h.state.update((state) => ({ ...state, user: null }));
    await start(h);
    expect(h.state.get().user).toEqual({ id: aUser().id, fullName: aUser().fullName });
  });

  it("forgets a stored user without a token (no session, so no reason to keep it)", async () => {
    const h = startupHarness(null, { signedIn: aUser() });
    h.session.saveAccessToken("", 0);
    h.session.clear();
    h.session.saveUser(aUser());
    await start(h);
    expect(h.state.get().user).toBeNull();
    expect(h.session.user()).toBeUndefined();
  });

  it("when logged in, the numbers of the current tickets are cleared", async () => {
    const h = startupHarness(tickets([entry("e1", 1, picked), entry("e2", 2, picked)]), { signedIn: aUser() });
    await start(h);
    const list = h.state.get().tickets?.list;
    expect(list?.entries.map((e) => e.numbersChecked)).toEqual([
      [[], []],
      [[], []],
    ]);
    expect(list?.idBlock).toBe("blk");
  });

  it.each([
    ["a guest's are kept as they are", {}, picked],
    ["a signed-in player's lose their numbers, as the current tickets do", { signedIn: aUser() }, [[], []]],
  ] as const)("the lists put aside while a cart line is edited come back from storage: %s", async (_, who, numbers) => {
    const aside = { ...tickets([entry("e1", 1, picked)]), list: { idBlock: "aside", entries: [entry("e1", 1, picked)] } };
    const h = startupHarness(tickets([entry("e2", 1, picked)]), {
      ...who,
      storage: { [STORAGE_KEYS.ticketsAside]: JSON.stringify([aside]) },
    });
    await start(h);
    expect(h.state.get().ticketsAside.map((kept) => [kept.list.idBlock, kept.list.entries[0]?.numbersChecked])).toEqual([
      ["aside", numbers],
    ]);
  });

  it("a guest's tickets keep their numbers", async () => {
    const h = startupHarness(tickets([entry("e1", 1, picked)]));
    await start(h);
    expect(h.state.get().tickets?.list.entries[0].numbersChecked).toEqual(picked);
  });

  it("an empty cart and a single blank ticket reset the tickets (new list)", async () => {
    const h = startupHarness(tickets([entry("e1", 1, [[], []])]), { randomIds: ["new-block", "new-entry"] });
    await start(h);
    expect(h.state.get().tickets?.list.idBlock).toBe("new-block");
    expect(h.state.get().tickets?.list.entries.map((e) => e.id)).toEqual(["new-entry"]);
  });

  it("a single blank ticket is kept while the cart has items", async () => {
    const cart = JSON.stringify({ cart: { items: storedItems([cartItem()]), voucher: null }, pending: "none" });
    const h = startupHarness(tickets([entry("e1", 1, [[], []])]), { randomIds: [], storage: { [STORAGE_KEYS.cart]: cart } });
    await start(h);
    expect(h.state.get().tickets?.list.idBlock).toBe("blk");
    expect(h.state.get().cart.items).toEqual([cartItem()]);
  });

  it("is initialised as soon as the cart is loaded and the caller is ready, polling every 100 ms", async () => {
    let ready = false;
    const h = startupHarness(null);
    const run = h.startup.execute({ isReady: () => ready });
    await h.scheduler.advance(3 * READINESS_POLL_MS);
    expect(h.state.get().initialised).toBe(false);
    ready = true;
    await h.scheduler.advance(READINESS_POLL_MS);
    await expect(run).resolves.toEqual({ timedOut: false });
    expect(h.state.get().initialised).toBe(true);
    expect(h.scheduler.requested.every((ms) => ms === READINESS_POLL_MS)).toBe(true);
  });

  it("is initialised after 10 s at the latest", async () => {
    const h = startupHarness(null);
    const run = h.startup.execute({ isReady: () => false });
    await h.scheduler.advance(STARTUP_FALLBACK_MS - READINESS_POLL_MS);
    expect(h.state.get().initialised).toBe(false);
    await h.scheduler.advance(READINESS_POLL_MS);
    await expect(run).resolves.toEqual({ timedOut: true });
    expect(h.state.get().initialised).toBe(true);
  });

  it("a corrupt stored ticket list is dropped and logged", async () => {
    const h = startupHarness(null, {
      storage: { [STORAGE_KEYS.tickets]: JSON.stringify({ gameSlug: "x", rules, list: { idBlock: "b", entries: [] } }) },
    });
    await start(h);
    expect(h.state.get().tickets).toBeNull();
    expect(h.store.get(STORAGE_KEYS.tickets)).toBeUndefined();
    expect(h.logger.lines[0]?.context?.["key"]).toBe(STORAGE_KEYS.tickets);
  });
});
