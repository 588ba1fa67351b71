import { describe, expect, it } from "vitest";
import { entryDrawPrice, linePrice, parseDraws } from "@/domain/cart/cart-pricing";
import { fils } from "@/domain/money/money";
import { sampleGame } from "../domain-fixtures";

// 5.00, 2.50 and 1.25 AED in fils.
const game = sampleGame({ price: fils(500), doubleJackpotPrice: fils(250), secureJackpotPrice: fils(125) });

describe("line price: entries × draws × (price + add-on prices), in minor units (docs/domain.md)", () => {
  it.each([
    [1, 1, [], 500],
    [3, 1, [], 1500],
    [3, 2, [], 3000],
    [1, 1, ["double_jackpot"], 750],
    [1, 1, ["secure_jackpot"], 625],
    [2, 3, ["double_jackpot", "secure_jackpot"], 5250],
    [1, 1, ["mystery_addon"], 500],
    [0, 4, [], 0],
  ])("%i entries × %i draws with %j → %i fils", (entries, draws, addons, expected) => {
    expect(linePrice(game, entries, draws, addons)).toBe(expected);
  });

  it.each([
    ["no add-on", [], 500],
    ["double jackpot", ["double_jackpot"], 750],
    ["both add-ons", ["double_jackpot", "secure_jackpot"], 875],
  ])("one entry in one draw with %s → %i fils", (_case, addons, expected) => {
    expect(entryDrawPrice(game, addons)).toBe(expected);
  });

  it.each<[string, number, number, number, number]>([
    // price, add-on (double jackpot) in minor units, entries × draws → line price in minor units
    ["KWD 1.250 + 0.375 (fils of 1000)", 1250, 375, 3, 4875],
    ["JPY 300 + 150", 300, 150, 2, 900],
    ["IDR 15,000 + 5,000", 15_000, 5_000, 4, 80_000],
  ])("%s: whole minor units, never rounded again", (_case, price, double, plays, expected) => {
    const prices = { price: fils(price), doubleJackpotPrice: fils(double), secureJackpotPrice: fils(0) };
    expect(linePrice(prices, plays, 1, ["double_jackpot"])).toBe(expected);
  });

  it("draws that are not a whole number ≥ 1 count as one draw", () => {
    expect(linePrice(game, 2, 0, [])).toBe(1000);
    expect(linePrice(game, 2, "x", [])).toBe(1000);
  });

  it.each([
    ["1", 1],
    ["4", 4],
    [" 2 ", 2],
    ["", 1],
    ["0", 1],
    ["-3", 1],
    ["2.5", 1],
    ["abc", 1],
    [3, 3],
    [0, 1],
  ])("SPEC §3 draws %j counts as %i", (draws, expected) => {
    expect(parseDraws(draws)).toBe(expected);
  });
});
