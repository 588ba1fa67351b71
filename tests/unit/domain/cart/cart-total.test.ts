import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotal } from "@/domain/cart/cart-total";
import type { CurrencyExponent } from "@/domain/money/currency";

const lines = (amounts: ReadonlyArray<number>) => amounts.map((amount) => ({ amount }));

/** The oracle: Σ n / 10^4 exactly, rounded half up once to `exponent` decimals (integers only). */
const roundedSum = (tenThousandths: ReadonlyArray<number>, exponent: CurrencyExponent): number => {
  const sum = tenThousandths.reduce((total, n) => total + n, 0);
  const step = 10 ** (4 - exponent);
  const magnitude = Math.floor((Math.abs(sum) + step / 2) / step);
  return sum < 0 ? -magnitude : magnitude;
};

describe("cart total (SPEC §1/§9: the exact sum of the lines, rounded once to 2 decimals, half up)", () => {
  it.each([
    [[], 0],
    [[0.1, 0.2], 30],
    [[5, 7.5, 1.25], 1375],
    [[1.005], 101],
    [[19.99, 19.99, 19.99], 5997],
    // Rounded once: a sum of per-line roundings would say 3 (0.01 each) and 0 (0.00 each).
    [[0.005, 0.005, 0.005], 2],
    [[0.004, 0.004], 1],
    [[0.0049, 0.0001], 1],
    [[3.335, 3.335], 667],
    [[1e-7, 0.0049998], 0],
    [[1e-7, 0.0049999], 1],
  ])("AED %j → %i fils", (amounts, expected) => {
    expect(cartTotal(lines(amounts), 2)).toBe(expected);
  });

  it.each<[string, ReadonlyArray<number>, CurrencyExponent, number]>([
    ["KWD keeps its third decimal", [1234.5], 3, 1_234_500],
    ["KWD sums exactly: 0.0005 × 3", [0.0005, 0.0005, 0.0005], 3, 2],
    ["JPY rounds once to whole yen", [100.4, 100.4], 0, 201],
    ["IDR rounds once to whole rupiah", [15_000.5, 0.25], 0, 15_001],
  ])("%s", (_case, amounts, exponent, expected) => {
    expect(cartTotal(lines(amounts), exponent)).toBe(expected);
  });

  it("property: the total is round(Σ exact lines), not Σ round(line)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e9 }), { maxLength: 20 }),
        fc.constantFrom<CurrencyExponent>(0, 2, 3),
        (tenThousandths, exponent) => {
          const amounts = tenThousandths.map((n) => n / 10_000);
          expect(cartTotal(lines(amounts), exponent)).toBe(roundedSum(tenThousandths, exponent));
        },
      ),
    );
  });

  it("property: the order of the lines does not change the total", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { maxLength: 10 }), (amounts) => {
        expect(cartTotal(lines([...amounts].reverse()), 2)).toBe(cartTotal(lines(amounts), 2));
      }),
    );
  });

  it("property: a whole number of fils, whatever the float amounts", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true })), (amounts) => {
        expect(Number.isInteger(cartTotal(lines(amounts), 2))).toBe(true);
      }),
    );
  });
});
