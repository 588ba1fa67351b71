import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fils, toMajor } from "@/domain/money/money";
import { amountOwed, orderSummary } from "@/domain/cart/order-summary";

const items = (...amounts: number[]) => amounts.map((amount) => ({ amount: fils(amount) }));

/** The order summary of lines of these amounts, a balance and a voucher ("V"), all in fils. */
const summaryOf = (
  amounts: readonly number[],
  balance: number,
  voucher: { readonly isDiscount: boolean; readonly amount: number } | null,
) =>
  orderSummary({
    items: items(...amounts),
    balance: fils(balance),
    voucher: voucher === null ? null : { code: "V", isDiscount: voucher.isDiscount, amount: fils(voucher.amount) },
  });

describe("order summary (SPEC §1: owed = total − balance − voucher amount; discount not subtracted)", () => {
  it.each([
    ["no balance, no voucher", [1000, 500], 0, null, 1500],
    ["balance covers part", [1000, 500], 400, null, 1100],
    ["balance covers all", [1000], 5000, null, 0],
    ["amount voucher", [1000], 200, { isDiscount: false, amount: 300 }, 500],
    ["discount voucher is not subtracted", [1000], 200, { isDiscount: true, amount: 300 }, 800],
    ["never below 0", [100], 50, { isDiscount: false, amount: 500 }, 0],
    ["lines of a few fils", [10, 20], 0, null, 30],
    ["negative balance counts as 0", [1000], -500, null, 1000],
  ])("%s", (_, amounts, balance, voucher, owed) => {
    const summary = summaryOf(amounts, balance, voucher);
    expect(summary.amountOwed).toBe(owed);
  });

  it.each([
    ["a voucher worth more than the cart takes off the cart's total, not more", 10000, 50000, 10000],
    ["a voucher worth less takes off its amount", 10000, 1000, 1000],
    ["a voucher worth exactly the total", 3500, 3500, 3500],
  ])("%s", (_, total, amount, deduction) => {
    const summary = orderSummary({
      items: items(total),
      balance: fils(0),
      voucher: { code: "V", isDiscount: false, amount: fils(amount) },
    });
    expect([summary.voucherAmount, summary.voucherDeduction, summary.amountOwed]).toEqual([amount, deduction, total - deduction]);
  });

  it("property: a voucher's deduction is between 0 and the cart's total", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 6 }),
        fc.integer({ min: -1000, max: 10_000_000 }),
        (amounts, amount) => {
          const summary = orderSummary({
            items: items(...amounts),
            balance: fils(0),
            voucher: { code: "V", isDiscount: false, amount: fils(amount) },
          });
          expect(summary.voucherDeduction).toBeGreaterThanOrEqual(0);
          expect(summary.voucherDeduction).toBeLessThanOrEqual(summary.total);
        },
      ),
    );
  });

  it("reports every figure", () => {
    expect(
      orderSummary({
        items: items(1250),
        balance: fils(100),
        voucher: { code: "D", isDiscount: true, amount: fils(200) },
      }),
    ).toEqual({
      total: 1250,
      balance: 100,
      voucherAmount: 200,
      voucherIsDiscount: true,
      voucherDeduction: 0,
      amountOwed: 1150,
      fromBalance: 100,
    });
    expect(orderSummary({ items: [], balance: fils(0), voucher: null })).toMatchObject({
      voucherAmount: 0,
      voucherIsDiscount: false,
    });
  });

  it("property: amount owed is never negative and never has more than 2 decimals", () => {
    const amount = fc.integer({ min: 0, max: 1e8 });
    fc.assert(
      fc.property(
        fc.array(amount, { maxLength: 10 }),
        fc.integer({ min: -1e8, max: 1e8 }),
        fc.option(fc.record({ isDiscount: fc.boolean(), amount: fc.integer({ min: -1e6, max: 1e8 }) })),
        (amounts, balance, voucher) => {
          const summary = summaryOf(amounts, balance, voucher);
          expect(summary.amountOwed).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(summary.amountOwed)).toBe(true);
          expect(String(toMajor(summary.amountOwed)).split(".")[1]?.length ?? 0).toBeLessThanOrEqual(2);
          expect(summary.amountOwed).toBeLessThanOrEqual(summary.total);
        },
      ),
    );
  });

  it.each([
    ["the balance covers the cart: Pay takes the total", [1000, 500], 5000, null, 1500],
    ["the balance covers part: Pay would take it all", [1000, 500], 400, null, 400],
    ["an amount voucher: Pay takes the total less the voucher", [1000], 5000, { isDiscount: false, amount: 300 }, 700],
    ["a voucher worth more than the cart: Pay takes nothing", [1000], 5000, { isDiscount: false, amount: 5000 }, 0],
    ["a discount voucher: the price before the discount, at most", [1000], 5000, { isDiscount: true, amount: 20 }, 1000],
    ["no balance: nothing from it", [1000], 0, null, 0],
    ["a negative balance: nothing from it", [1000], -500, null, 0],
    ["an empty cart: nothing", [], 5000, null, 0],
  ])("from the balance (what Pay takes): %s", (_, amounts, balance, voucher, taken) => {
    const summary = summaryOf(amounts, balance, voucher);
    expect(summary.fromBalance).toBe(taken);
  });

  it("property: what the balance pays and what is owed add up to the total less the voucher, and the balance is never overdrawn", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e8 }), { maxLength: 10 }),
        fc.integer({ min: -1e8, max: 1e9 }),
        fc.option(fc.record({ isDiscount: fc.boolean(), amount: fc.integer({ min: -1e6, max: 1e8 }) })),
        (amounts, balance, voucher) => {
          const summary = summaryOf(amounts, balance, voucher);
          expect(summary.fromBalance + summary.amountOwed).toBe(summary.total - summary.voucherDeduction);
          expect(summary.fromBalance).toBeGreaterThanOrEqual(0);
          expect(summary.fromBalance).toBeLessThanOrEqual(Math.max(0, balance));
        },
      ),
    );
  });

  it("KWD: the figures are in fils of 3 decimals (1,234.50 KWD is 1234500, never 123450)", () => {
    const summary = orderSummary({ items: items(1_000_000, 234_500), balance: fils(34_500), voucher: null });
    expect(summary).toMatchObject({ total: 1_234_500, amountOwed: 1_200_000 });
  });

  it("amountOwed ignores a negative voucher deduction", () => {
    expect(amountOwed(fils(100), fils(0), fils(-50))).toBe(100);
  });
});
