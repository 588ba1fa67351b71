import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { buildCartItem, type CartItemOptions } from "@/domain/cart/cart-item-builder";
import { createTicketList, setTicketCount, updateEntries, type TicketList } from "@/domain/ticket/ticket-list";
import { withNumbers } from "@/domain/ticket/ticket-picks";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { counterIds, sampleGame } from "../domain-fixtures";

const game = sampleGame();
const rules = rulesFromGame(game);
const now = new Date("2030-05-01T00:00:00Z");
const options: CartItemOptions = {
  id: "item-9",
  draws: 2,
  addons: ["double_jackpot"],
  isRecurring: false,
  activeWeekly: true,
  activeNextDraw: false,
};

const filledList = (count: number): TicketList => {
  const ids = counterIds();
  const list = setTicketCount(createTicketList(ids, rules), count, ids, rules);
  return updateEntries(list, (entry) => withNumbers(entry, [[6, 5, 4, 3, 2, 1], [9]], false, rules));
};

describe("build a cart item (SPEC §3 Cart item)", () => {
  it("from game + ticket list + options", () => {
    const item = Result.getOrThrow(buildCartItem(game, filledList(2), options, rules, now));
    expect(item).toEqual({
      id: "item-9",
      idBlock: "id-1",
      gameId: 7,
      name: "lotto-44",
      gameSlug: "lotto-44",
      eventId: 501,
      amount: 3000,
      amountClone: 3000,
      date: [501],
      draws: 2,
      estimatedJackpot: 100_000_000,
      doubleJackpotPrice: 250,
      secureJackpotPrice: 125,
      isRecurring: false,
      doubleJackpot: true,
      amountDeducted: 0,
      bets: [
        [1, 2, 3, 4, 5, 6, 9],
        [1, 2, 3, 4, 5, 6, 9],
      ],
      drawDate: game.drawDate,
      activeWeekly: true,
      activeNextDraw: false,
      addons: ["double_jackpot"],
    });
  });

  it("uses the given name, event ids, recurrence and add-ons", () => {
    const item = Result.getOrThrow(
      buildCartItem(
        game,
        filledList(1),
        { ...options, name: "Lotto", eventIds: [600, 601], isRecurring: true, addons: [], draws: 0.5 },
        rules,
        now,
      ),
    );
    expect(item).toMatchObject({
      name: "Lotto",
      date: [600, 601],
      isRecurring: true,
      doubleJackpot: false,
      draws: 1,
      amount: 500,
    });
  });

  it("an empty list of event ids falls back to the game's event", () => {
    const item = Result.getOrThrow(buildCartItem(game, filledList(1), { ...options, eventIds: [] }, rules, now));
    expect(item.date).toEqual([501]);
  });

  it("refuses a ticket with invalid entries and names them (SPEC §5 isError)", () => {
    const ids = counterIds();
    const list = setTicketCount(createTicketList(ids, rules), 2, ids, rules);
    const result = buildCartItem(game, list, options, rules, now);
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "InvalidTicketEntries",
      entryIds: list.entries.map((entry) => entry.id),
    });
  });
});
