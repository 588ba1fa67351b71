import { describe, expect, it } from "vitest";
import { cartQuantity, weeklyLimitRequest, weeklyLimitVerdict } from "@/domain/cart/weekly-limit";

const items = [
  { bets: [[1], [2]], draws: 3 },
  { bets: [[1]], draws: 1 },
];

describe("weekly limit inputs (SPEC §6/§7 POST /api/user/limit-game-per-week)", () => {
  it("quantity counts every entry once per draw", () => {
    expect(cartQuantity(items)).toBe(7);
    expect(cartQuantity([])).toBe(0);
  });

  it.each([
    [42, { userId: 42, quantity: 7 }],
    ["u-1", { userId: "u-1", quantity: 7 }],
    [null, null],
    [undefined, null],
    ["  ", null],
  ])("user id %j → %j (only when a user id exists)", (userId, expected) => {
    expect(weeklyLimitRequest(userId, items)).toEqual(expected);
  });
});

describe("weeklyLimitVerdict: the verdict from as much of the answer as the server gave (docs/play.md)", () => {
  const facts = (allowed: boolean | null, remaining: number | null, limit: number | null) => ({ allowed, remaining, limit });
  it.each([
    ["all three, fits", facts(true, 40, 50), 4, { allowed: true, remaining: 40, limit: 50 }],
    ["all three, over", facts(false, 2, 50), 4, { allowed: false, remaining: 2, limit: 50 }],
    ["the server's yes wins over what is left", facts(true, 2, 50), 4, { allowed: true, remaining: 2, limit: 50 }],
    ["the server's no wins over what is left", facts(false, 40, 50), 4, { allowed: false, remaining: 40, limit: 50 }],
    ["the verdict alone (SPEC-literal result)", facts(true, null, null), 4, { allowed: true, remaining: null, limit: null }],
    ["a no alone", facts(false, null, null), 4, { allowed: false, remaining: null, limit: null }],
    ["what is left alone: exactly enough fits", facts(null, 4, null), 4, { allowed: true, remaining: 4, limit: null }],
    ["what is left alone: one short is over", facts(null, 3, null), 4, { allowed: false, remaining: 3, limit: null }],
    ["what is left and the limit, no verdict", facts(null, 0, 50), 1, { allowed: false, remaining: 0, limit: 50 }],
    ["the limit alone decides nothing", facts(null, null, 50), 1, null],
    ["nothing at all", facts(null, null, null), 1, null],
  ])("%s", (_case, given, quantity, expected) => {
    expect(weeklyLimitVerdict(given, quantity)).toEqual(expected);
  });
});
