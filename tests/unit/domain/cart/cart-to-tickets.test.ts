import { describe, expect, it } from "vitest";
import { splitBet, ticketListFromCartItem } from "@/domain/cart/cart-to-tickets";
import { DEFAULT_TICKET_RULES, type TicketRules } from "@/domain/ticket/ticket-rules";
import { counterIds } from "../domain-fixtures";
import { cartItem } from "./cart-fixtures";

describe("cart item → ticket list (SPEC §4 login: merged cart loaded into tickets)", () => {
  it.each([
    [
      [1, 2, 3, 4, 5, 6, 7],
      [[1, 2, 3, 4, 5, 6], [7]],
    ],
    [
      [1, 2, 3],
      [[1, 2, 3], []],
    ],
    [
      [1, 2, 3, 4, 5, 6, 7, 8],
      [
        [1, 2, 3, 4, 5, 6],
        [7, 8],
      ],
    ],
  ])("splitBet %j → %j", (bet, pools) => {
    expect(splitBet(bet, DEFAULT_TICKET_RULES)).toEqual(pools);
  });

  it("splits over three pools", () => {
    const rules: TicketRules = {
      ...DEFAULT_TICKET_RULES,
      pools: [
        { kind: "main", picks: 2, min: 1, max: 9 },
        { kind: "bonus", picks: 1, min: 1, max: 9 },
        { kind: "bonus", picks: 1, min: 1, max: 9 },
      ],
    };
    expect(splitBet([1, 2, 3, 4], rules)).toEqual([[1, 2], [3], [4]]);
  });

  it("one entry per bet, keeping the item's idBlock, dates and add-ons", () => {
    const item = cartItem({
      idBlock: "blk",
      bets: [
        [1, 2, 3, 4, 5, 6, 7],
        [8, 9, 10, 11, 12, 13, 14],
      ],
      addons: ["secure_jackpot"],
    });
    const list = ticketListFromCartItem(item, counterIds(), DEFAULT_TICKET_RULES);
    expect(list.idBlock).toBe("blk");
    expect(list.entries.map((entry) => [entry.name, entry.idBlock, entry.numbersChecked])).toEqual([
      ["ENTRY 1", "blk", [[1, 2, 3, 4, 5, 6], [7]]],
      ["ENTRY 2", "blk", [[8, 9, 10, 11, 12, 13], [14]]],
    ]);
    expect(list.entries[0]).toMatchObject({ date: [501], valueDate: item.drawDate, addons: ["secure_jackpot"] });
  });

  it("an item without bets still gives one blank entry", () => {
    const list = ticketListFromCartItem(cartItem({ bets: [] }), counterIds(), DEFAULT_TICKET_RULES);
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0].numbersChecked).toEqual([[], []]);
  });
});
