import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotal } from "@/domain/cart/cart-total";

describe("cart total (SPEC §1/§9: rounded to 2 decimals)", () => {
  it.each([
    [[], 0],
    [[0.1, 0.2], 30],
    [[5, 7.5, 1.25], 1375],
    [[1.005], 101],
    [[19.99, 19.99, 19.99], 5997],
  ])("%j → %i fils", (amounts, expected) => {
    expect(cartTotal(amounts.map((amount) => ({ amount })))).toBe(expected);
  });

  it("property: a whole number of fils, whatever the float amounts", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true })), (amounts) => {
        expect(Number.isInteger(cartTotal(amounts.map((amount) => ({ amount }))))).toBe(true);
      }),
    );
  });
});
