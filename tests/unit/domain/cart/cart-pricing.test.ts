import { describe, expect, it } from "vitest";
import { entryDrawPrice, linePrice, parseDraws } from "@/domain/cart/cart-pricing";
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
    expect(linePrice(game, entries, draws, addons)).toBe(expected);
  });

  it("prices with float noise are exact in fils (0.1 + 0.2)", () => {
    expect(entryDrawPrice({ price: 0.1, double_jackpot_price: 0.2, secure_jackpot_price: 0 }, ["double_jackpot"])).toBe(30);
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
