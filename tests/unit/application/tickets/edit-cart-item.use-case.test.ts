import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { sampleGame } from "../fixtures";
import { harness, type HarnessOptions } from "../harness";

const game = sampleGame();
const other = sampleGame({ gameId: 8, gameSlug: "lucky-day" });
const games = [game, other];
/** Seven draws in [0, 1) for one quick pick of 6 + 1 numbers: 1-6 + 1. */
const sevenDraws = [0, 0, 0, 0, 0, 0, 0];
/** Enough draws for every quick pick a test makes. */
const draws = Array.from({ length: 10 }, () => sevenDraws).flat();

type Harness = ReturnType<typeof harness>;
const numbersOf = (h: Harness) => h.state.get().tickets?.list.entries.map((entry) => entry.numbersChecked);
const idBlockOf = (h: Harness) => h.state.get().tickets?.list.idBlock;
const lineOf = (h: Harness, index = 0) => {
  const line = h.state.get().cart.items[index];
  if (line === undefined) throw new Error("no cart line");
  return line;
};
const pick = (h: Harness, entryId: string, numbers: ReadonlyArray<number>, bonus: number) => {
  for (const n of numbers) h.ticketEditor.toggleNumber(entryId, 0, n);
  h.ticketEditor.toggleNumber(entryId, 1, bonus);
};

/** SPEC §2/§3: one line in the cart (quick pick → Add to cart), then a new quick-picked ENTRY 1 being built. */
async function lineAndWorkInProgress(extra: HarnessOptions = {}) {
  const h = harness({ randomNumbers: draws, ...extra });
  h.ticketEditor.open(game);
  h.ticketEditor.quickPick();
  await h.addTicketToCart.execute({ game });
  h.ticketEditor.open(game);
  pick(h, h.state.get().tickets?.list.entries[0]?.id ?? "", [10, 11, 12, 13, 14, 15], 16);
  return h;
}

describe("EditCartItemUseCase (SPEC §2 cart → game page, §3 cart item)", () => {
  it("the line's draws, add-ons and subscription come with its numbers; the list put aside keeps its own", async () => {
    const h = harness({ randomNumbers: draws });
    h.ticketEditor.open(game);
    h.ticketEditor.quickPick();
    h.ticketEditor.setOptions({ draws: 3, addons: ["double_jackpot"], weekly: true });
    await h.addTicketToCart.execute({ game });
    expect(lineOf(h)).toMatchObject({ draws: 3, addons: ["double_jackpot"], isRecurring: true, activeWeekly: true });
    h.ticketEditor.open(game);
    pick(h, h.state.get().tickets?.list.entries[0]?.id ?? "", [10, 11, 12, 13, 14, 15], 16);
    h.ticketEditor.setOptions({ draws: 5, addons: ["secure_jackpot"], weekly: false });
    const building = h.state.get().tickets;
    h.editCartItem.execute({ item: lineOf(h), games });
    expect(h.state.get().tickets?.options).toEqual({ draws: 3, addons: ["double_jackpot"], weekly: true });
    expect(h.state.get().ticketsAside).toEqual([building]);
    h.ticketEditor.setOptions({ draws: 4, addons: [], weekly: true });
    await h.addTicketToCart.execute({ game });
    expect(lineOf(h)).toMatchObject({ draws: 4, addons: [] });
    expect(h.state.get().tickets).toEqual(building);
    expect(h.state.get().tickets?.options).toEqual({ draws: 5, addons: ["secure_jackpot"], weekly: false });
  });

  it("puts the list being built aside and brings it back after Update; the line is updated", async () => {
    const h = await lineAndWorkInProgress();
    const building = h.state.get().tickets;
    const line = lineOf(h);
    expect(h.editCartItem.execute({ item: line, games })).toBe(game);
    expect(idBlockOf(h)).toBe(line.idBlock);
    expect(numbersOf(h)).toEqual([[[1, 2, 3, 4, 5, 6], [1]]]);
    expect(h.ticketEditor.open(game).list.idBlock).toBe(line.idBlock); // still the edit
    h.ticketEditor.setOptions({ draws: 2, addons: [], weekly: false });
    const updated = await h.addTicketToCart.execute({ game });
    expect(Result.isSuccess(updated)).toBe(true);
    expect(h.state.get().cart.items.map((item) => [item.id, item.idBlock, item.draws])).toEqual([[line.id, line.idBlock, 2]]);
    expect(h.state.get().tickets).toEqual(building);
    expect(h.state.get().ticketsAside).toEqual([]);
    expect(h.store.get(STORAGE_KEYS.ticketsAside)).toBeUndefined();
  });

  it("the list put aside survives a reload during the edit, and comes back after Update", async () => {
    const h = await lineAndWorkInProgress();
    const building = h.state.get().tickets;
    h.editCartItem.execute({ item: lineOf(h), games });
    const reloaded = harness({ storage: h.store.entries() });
    reloaded.ticketStore.restore();
    reloaded.cartStore.restore();
    expect(reloaded.state.get().ticketsAside).toEqual([building]);
    expect(reloaded.state.get().tickets?.list.idBlock).toBe(lineOf(h).idBlock);
    await reloaded.addTicketToCart.execute({ game });
    expect(reloaded.state.get().tickets).toEqual(building);
  });

  it("leaving the edit without updating (the line removed from the cart) brings the list back on the game page", async () => {
    const h = await lineAndWorkInProgress();
    const building = h.state.get().tickets;
    const line = lineOf(h);
    h.editCartItem.execute({ item: line, games });
    await h.removeCartItem.execute({ idBlock: line.idBlock });
    expect(h.ticketEditor.open(game)).toEqual(building);
    expect(h.state.get().ticketsAside).toEqual([]);
  });

  it("what is left of an edit whose line was removed is not put aside over the player's list", async () => {
    const h = await lineAndWorkInProgress();
    const building = h.state.get().tickets;
    const first = lineOf(h);
    const second = { ...first, id: "item-2", idBlock: "block-2" };
    h.state.update((state) => ({ ...state, cart: { ...state.cart, items: [first, second] } }));
    h.editCartItem.execute({ item: first, games });
    await h.removeCartItem.execute({ idBlock: first.idBlock });
    h.editCartItem.execute({ item: second, games });
    expect(h.state.get().ticketsAside).toEqual([building]);
  });

  it("editing another line during an edit keeps what was put aside, not the cart's copy", async () => {
    const h = await lineAndWorkInProgress();
    const building = h.state.get().tickets;
    const first = lineOf(h);
    const second = { ...first, id: "item-2", idBlock: "block-2", bets: [[7, 8, 9, 10, 11, 12, 3]] };
    h.state.update((state) => ({ ...state, cart: { ...state.cart, items: [first, second] } }));
    h.editCartItem.execute({ item: first, games });
    h.editCartItem.execute({ item: second, games });
    expect(h.state.get().ticketsAside).toEqual([building]);
    await h.addTicketToCart.execute({ game });
    expect(h.state.get().tickets).toEqual(building);
  });

  it("another game's list is put aside for that game and comes back on its page", async () => {
    const h = await lineAndWorkInProgress();
    h.ticketEditor.open(other);
    pick(h, h.state.get().tickets?.list.entries[0]?.id ?? "", [20, 21, 22, 23, 24, 25], 5);
    const building = h.state.get().tickets;
    h.editCartItem.execute({ item: lineOf(h), games });
    await h.addTicketToCart.execute({ game });
    expect(h.state.get().tickets?.gameSlug).toBe(game.gameSlug);
    expect(numbersOf(h)).toEqual([[[], []]]);
    expect(h.ticketEditor.open(other)).toEqual(building);
  });

  it("a blank list is not put aside; a line whose game is not on sale changes nothing", async () => {
    const h = await lineAndWorkInProgress();
    const building = h.state.get().tickets;
    expect(h.editCartItem.execute({ item: lineOf(h), games: [other] })).toBeNull();
    expect(h.state.get().tickets).toBe(building);
    h.ticketEditor.clearAll();
    h.editCartItem.execute({ item: lineOf(h), games });
    expect(h.state.get().ticketsAside).toEqual([]);
  });
});
