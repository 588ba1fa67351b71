import { describe, expect, it } from "vitest";
import { entryDrawPrice, lineAmount, linePrice, parseDraws } from "@/domain/cart/cart-pricing";
import { sampleGame } from "../domain-fixtures";

const game = sampleGame({ price: 5, double_jackpot_price: 2.5, secure_jackpot_price: 1.25 });

describe("line price: entries × draws × (price + add-on prices) (docs/domain.md)", () => {
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
    expect(linePrice(game, entries, draws, addons, 2)).toBe(expected);
    expect(lineAmount(game, entries, draws, addons)).toBe(expected / 100);
  });

  it("prices with float noise are exact in fils (0.1 + 0.2)", () => {
    expect(entryDrawPrice({ price: 0.1, double_jackpot_price: 0.2, secure_jackpot_price: 0 }, ["double_jackpot"], 2)).toBe(30);
  });

  it.each<[string, number, number, number, 0 | 2 | 3, number]>([
    // price, add-on (double jackpot), entries × draws, exponent → line price in minor units
    ["KWD 1.250 + 0.375", 1.25, 0.375, 3, 3, 4875],
    ["JPY 300 + 150", 300, 150, 2, 0, 900],
    ["IDR 15,000 + 5,000", 15_000, 5_000, 4, 0, 80_000],
    ["AED sub-fils prices, rounded once: 3 × 0.335", 0.335, 0, 3, 2, 101],
  ])("%s: the line is rounded once, in the currency's minor units", (_case, price, double, plays, exponent, expected) => {
    const prices = { price, double_jackpot_price: double, secure_jackpot_price: 0 };
    expect(linePrice(prices, plays, 1, ["double_jackpot"], exponent)).toBe(expected);
  });

  it("the line amount is exact, not rounded: 3 × 0.335 is 1.005 (the cart total rounds once)", () => {
    expect(lineAmount({ price: 0.335, double_jackpot_price: 0, secure_jackpot_price: 0 }, 3, 1, [])).toBe(1.005);
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
