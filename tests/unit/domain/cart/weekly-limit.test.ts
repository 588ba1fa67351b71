import { describe, expect, it } from "vitest";
import { cartQuantity, weeklyLimitRequest } from "@/domain/cart/weekly-limit";

const items = [
  { bets: [[1], [2]], draws: "3" },
  { bets: [[1]], draws: "1" },
];

describe("weekly limit inputs (SPEC §6/§7 POST /api/user/limit-game-per-week)", () => {
  it("quantity counts every entry once per draw", () => {
    expect(cartQuantity(items)).toBe(7);
    expect(cartQuantity([])).toBe(0);
  });

  it.each([
    [42, { user_id: 42, quantity: 7 }],
    ["u-1", { user_id: "u-1", quantity: 7 }],
    [null, null],
    [undefined, null],
    ["  ", null],
  ])("user id %j → %j (only when a user id exists)", (userId, expected) => {
    expect(weeklyLimitRequest(userId, items)).toEqual(expected);
  });
});
