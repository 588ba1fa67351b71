import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CartItem, CartItems } from "@/domain/cart/cart-item";
import { cartItem } from "./cart-fixtures";

describe("CartItem schema (SPEC §3 Cart item)", () => {
  it("round-trips a full item", () => {
    expect(Schema.decodeUnknownResult(CartItem)(cartItem())).toEqual(Result.succeed(cartItem()));
  });

  it('applies the SPEC §3 defaults: draws "1", estimatedJackpot 0, is_recurring 1', () => {
    const {
      draws: _d,
      estimatedJackpot: _e,
      is_recurring: _r,
      ...stored
    } = cartItem({ draws: "3", estimatedJackpot: 9, is_recurring: 0 });
    const decoded = Result.getOrThrow(Schema.decodeUnknownResult(CartItems)([stored]))[0];
    expect(decoded).toMatchObject({ draws: "1", estimatedJackpot: 0, is_recurring: 1 });
  });

  it.each([
    ["is_recurring 2", { is_recurring: 2 }],
    ["draws as a number", { draws: 2 }],
    ["bets of text", { bets: [["1"]] }],
  ])("refuses %s", (_, patch) => {
    expect(Result.isFailure(Schema.decodeUnknownResult(CartItem)({ ...cartItem(), ...patch }))).toBe(true);
  });
});
