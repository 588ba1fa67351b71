import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CartItem } from "@/domain/cart/cart-item";
import { cartItem } from "./cart-fixtures";

describe("CartItem schema (SPEC §3 Cart item, the domain's own words)", () => {
  it("accepts a full item", () => {
    expect(Schema.decodeUnknownResult(CartItem)(cartItem())).toEqual(Result.succeed(cartItem()));
  });

  it.each([
    ["an amount that is not whole fils", { amount: 1.5 }],
    ["draws as text (the wire's form)", { draws: "2" }],
    ["isRecurring as 0/1 (the wire's form)", { isRecurring: 1 }],
    ["the wire's game_slug in place of gameSlug", { gameSlug: undefined, game_slug: "lotto-44" }],
    ["bets of text", { bets: [["1"]] }],
  ])("refuses %s", (_, patch) => {
    expect(Result.isFailure(Schema.decodeUnknownResult(CartItem)({ ...cartItem(), ...patch }))).toBe(true);
  });
});
