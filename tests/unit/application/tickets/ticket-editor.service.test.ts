import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { sampleGame } from "../fixtures";
import { harness } from "../harness";

const game = sampleGame({ maxEntries: 3 });
const numbersOf = (h: ReturnType<typeof harness>) => h.state.get().tickets?.list.entries.map((entry) => entry.numbersChecked);
const names = (h: ReturnType<typeof harness>) => h.state.get().tickets?.list.entries.map((entry) => entry.name);
/** Seven draws in [0, 1) for one quick pick of 6 + 1 numbers. */
const sevenDraws = [0, 0, 0, 0, 0, 0, 0];

describe("TicketEditorService (SPEC §4 Ticket list)", () => {
  it("opening a game starts one blank entry with the game's rules and draw date, kept in storage", () => {
    const h = harness({ randomIds: ["block", "e1"] });
    const tickets = h.ticketEditor.open(game);
    expect(tickets.gameSlug).toBe("lotto-44");
    expect(tickets.rules.maxEntries).toBe(3);
    expect(tickets.list.entries.map((entry) => [entry.id, entry.name, entry.valueDate])).toEqual([
      ["e1", "ENTRY 1", game.drawDate],
    ]);
    expect(JSON.parse(h.store.get(STORAGE_KEYS.tickets) ?? "null")).toEqual(tickets);
  });

  it("the ticket's draws, add-ons and subscription are kept with its list, across a reload", () => {
    const h = harness({ randomIds: ["block", "e1"] });
    expect(h.ticketEditor.open(game).options).toEqual({ draws: 1, addons: [], weekly: false });
    h.ticketEditor.setOptions({ draws: 3, addons: ["double_jackpot"], weekly: true });
    expect(h.ticketEditor.open(game).options).toEqual({ draws: 3, addons: ["double_jackpot"], weekly: true });
    const reloaded = harness({ storage: h.store.entries() });
    reloaded.ticketStore.restore();
    expect(reloaded.ticketEditor.open(game)).toEqual(h.state.get().tickets);
  });

  it("a list kept before its options were comes back with the defaults; nothing opens without a list", () => {
    const h = harness({ randomIds: ["block", "e1"] });
    expect(h.ticketEditor.setOptions({ draws: 2, addons: [], weekly: false })).toBeNull();
    const { options: _options, ...older } = h.ticketEditor.open(game);
    const reloaded = harness({ storage: { [STORAGE_KEYS.tickets]: JSON.stringify(older) } });
    reloaded.ticketStore.restore();
    expect(reloaded.state.get().tickets?.options).toEqual({ draws: 1, addons: [], weekly: false });
  });

  it("reopening the same game continues its list; another game starts a new one", () => {
    const h = harness({ randomIds: ["block", "e1", "block2", "e2"] });
    h.ticketEditor.open(game);
    expect(h.ticketEditor.open(game).list.idBlock).toBe("block");
    expect(h.ticketEditor.open(sampleGame({ gameSlug: "other" })).list.idBlock).toBe("block2");
  });

  it("reopening a list that opening would not change keeps the same state: nothing saved or announced", () => {
    const h = harness({ randomIds: ["block", "e1"] });
    const opened = h.ticketEditor.open(game);
    const saved = h.store.get(STORAGE_KEYS.tickets);
    let announced = 0;
    const stop = h.state.subscribe(() => (announced += 1));
    expect(h.ticketEditor.open(game)).toBe(opened);
    expect(h.ticketEditor.open({ ...game })).toBe(opened);
    stop();
    expect(announced).toBe(0);
    expect(h.store.get(STORAGE_KEYS.tickets)).toBe(saved);
  });

  it("reopening saves when a draw date has passed or the game's rules changed", () => {
    const h = harness({ randomIds: ["block", "e1"] });
    const opened = h.ticketEditor.open(game);
    h.clock.set(new Date(Date.parse(game.drawDate) + 1));
    const later = h.ticketEditor.open(game);
    expect(later).not.toBe(opened);
    expect(later.list.entries[0]?.valueDate).toBe(game.cutoff);
    expect(later.list.idBlock).toBe("block");
    const fewer = h.ticketEditor.open({ ...game, maxEntries: 2 });
    expect(fewer).not.toBe(later);
    expect(fewer.rules.maxEntries).toBe(2);
    expect(JSON.parse(h.store.get(STORAGE_KEYS.tickets) ?? "null")).toEqual(fewer);
  });

  it("without a game nothing is added and edits do nothing", () => {
    const h = harness();
    expect(Result.isFailure(h.ticketEditor.addEntry()) && h.ticketEditor.addEntry()).toMatchObject({
      failure: { reason: "NoGameSelected" },
    });
    expect(Result.isFailure(h.ticketEditor.quickPick())).toBe(true);
    expect(h.ticketEditor.shuffle()).toBeNull();
    expect(h.ticketEditor.setCount(3)).toBeNull();
  });

  it("toggles numbers within the pool's rules", () => {
    const h = harness({ randomIds: ["block", "e1"] });
    h.ticketEditor.open(game);
    expect(Result.isSuccess(h.ticketEditor.toggleNumber("e1", 0, 12))).toBe(true);
    expect(Result.isSuccess(h.ticketEditor.toggleNumber("e1", 1, 3))).toBe(true);
    const rejected = h.ticketEditor.toggleNumber("e1", 1, 30);
    expect(Result.isFailure(rejected) && rejected.failure).toMatchObject({ _tag: "ToggleRejected", reason: "OutOfRange" });
    expect(numbersOf(h)).toEqual([[[12], [3]]]);
  });

  it("quick pick fills the first empty entry, then adds one, blocked at the maximum", () => {
    const h = harness({ randomIds: ["block", "e1", "e2", "e3"], randomNumbers: [...sevenDraws, ...sevenDraws, ...sevenDraws] });
    h.ticketEditor.open(game);
    h.ticketEditor.quickPick();
    h.ticketEditor.quickPick();
    h.ticketEditor.quickPick();
    expect(numbersOf(h)).toEqual(Array.from({ length: 3 }, () => [[1, 2, 3, 4, 5, 6], [1]]));
    const blocked = h.ticketEditor.quickPick();
    expect(Result.isFailure(blocked) && blocked.failure.reason).toBe("MaximumReached");
  });

  it("ntickets grows and trims; removing renumbers; removing the only entry leaves a blank one", () => {
    // The domain prepares a blank fallback entry on every removal, so each removal takes an id.
    const h = harness({ randomIds: ["block", "e1", "e2", "e3", "unused", "e4"] });
    h.ticketEditor.open(game);
    h.ticketEditor.setCount(5);
    expect(names(h)).toEqual(["ENTRY 1", "ENTRY 2", "ENTRY 3"]);
    h.ticketEditor.removeEntry("e2");
    expect(h.state.get().tickets?.list.entries.map((entry) => [entry.id, entry.name])).toEqual([
      ["e1", "ENTRY 1"],
      ["e3", "ENTRY 2"],
    ]);
    h.ticketEditor.setCount(1);
    h.ticketEditor.removeEntry("e1");
    expect(h.state.get().tickets?.list.entries.map((entry) => [entry.id, entry.name])).toEqual([["e4", "ENTRY 1"]]);
  });

  it("shuffle fills every entry; clear empties them", () => {
    const h = harness({ randomIds: ["block", "e1", "e2"], randomNumbers: [...sevenDraws, ...sevenDraws] });
    h.ticketEditor.open(game);
    h.ticketEditor.addEntry();
    h.ticketEditor.shuffle();
    expect(numbersOf(h)).toEqual([
      [[1, 2, 3, 4, 5, 6], [1]],
      [[1, 2, 3, 4, 5, 6], [1]],
    ]);
    h.ticketEditor.clearEntry("e1");
    expect(numbersOf(h)?.[0]).toEqual([[], []]);
    h.ticketEditor.clearAll();
    expect(numbersOf(h)).toEqual([
      [[], []],
      [[], []],
    ]);
  });
});
