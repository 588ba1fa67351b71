import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { sampleGame } from "../fixtures";
import { harness } from "../harness";

const game = sampleGame();
const fillEntry = (h: ReturnType<typeof harness>, entryId: string) => {
  for (const n of [1, 2, 3, 4, 5, 6]) h.ticketEditor.toggleNumber(entryId, 0, n);
  h.ticketEditor.toggleNumber(entryId, 1, 9);
};

describe("AddTicketToCartUseCase (SPEC §3 cart item from the ticket list)", () => {
  it("a valid ticket becomes a cart line with the list's idBlock; a fresh list starts", async () => {
    const h = harness({ randomIds: ["block", "e1", "item-1", "block2", "e2"] });
    h.ticketEditor.open(game);
    fillEntry(h, "e1");
    h.ticketEditor.setOptions({ draws: 2, addons: [], weekly: false });
    const result = await h.addTicketToCart.execute({ game, name: "Lotto 44" });
    expect(Result.isSuccess(result) && result.success.sync).toEqual({ _tag: "Local" });
    const [line] = h.state.get().cart.items;
    expect(line).toMatchObject({ id: "item-1", idBlock: "block", draws: 2, amount: 1000, bets: [[1, 2, 3, 4, 5, 6, 9]] });
    expect(line?.name).toBe("Lotto 44");
    expect(h.state.get().tickets?.list.idBlock).toBe("block2");
    // The next ticket starts with the same draws, add-ons and subscription.
    expect(h.state.get().tickets?.options).toEqual({ draws: 2, addons: [], weekly: false });
  });

  it("invalid entries block it and are flagged isError (SPEC §5)", async () => {
    const h = harness({ randomIds: ["block", "e1"] });
    h.ticketEditor.open(game);
    h.ticketEditor.toggleNumber("e1", 0, 5);
    const result = await h.addTicketToCart.execute({ game });
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "InvalidTicketEntries", entryIds: ["e1"] });
    expect(h.state.get().cart.items).toEqual([]);
    expect(h.state.get().tickets?.list.entries[0].isError).toBe(true);
  });

  it("a list that is a cart line being edited replaces that line and keeps its id", async () => {
    const h = harness({ randomIds: ["block", "e1", "item-1", "block2", "e2", "block3", "e3"] });
    h.ticketEditor.open(game);
    fillEntry(h, "e1");
    h.ticketEditor.setOptions({ draws: 2, addons: [], weekly: false });
    await h.addTicketToCart.execute({ game });
    const fresh = h.ticketStore.tickets();
    if (fresh === null) throw new Error("no list");
    h.ticketStore.set({ ...fresh, list: { ...fresh.list, idBlock: "block" } }); // the line opened for editing
    fillEntry(h, "e2");
    h.ticketEditor.setOptions({ draws: 1, addons: [], weekly: false });
    await h.addTicketToCart.execute({ game });
    expect(h.state.get().cart.items.map((item) => [item.id, item.idBlock, item.draws])).toEqual([["item-1", "block", 1]]);
  });

  it("without the game's list nothing is added", async () => {
    const h = harness();
    const result = await h.addTicketToCart.execute({ game });
    expect(Result.isFailure(result) && result.failure).toMatchObject({ reason: "NoGameSelected" });
  });
});
