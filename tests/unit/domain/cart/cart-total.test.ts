import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotal } from "@/domain/cart/cart-total";
import { fils } from "@/domain/money/money";

const lines = (amounts: ReadonlyArray<number>) => amounts.map((amount) => ({ amount: fils(amount) }));

describe("cart total (SPEC §1/§9: whole minor units, each amount rounded once where it came in)", () => {
  it.each([
    [[], 0],
    [[10, 20], 30],
    [[500, 750, 125], 1375],
    [[1999, 1999, 1999], 5997],
  ])("%j fils → %i fils", (amounts, expected) => {
    expect(cartTotal(lines(amounts))).toBe(expected);
  });

  it("property: the total is the exact integer sum, in any order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e11 }), { maxLength: 20 }), (amounts) => {
        const total = cartTotal(lines(amounts));
        expect(total).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
        expect(cartTotal(lines([...amounts].reverse()))).toBe(total);
        expect(Number.isSafeInteger(total)).toBe(true);
      }),
    );
  });
});
