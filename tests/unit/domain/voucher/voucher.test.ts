import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { AppliedVoucher, discountPercent } from "@/domain/voucher/voucher";
import { fils } from "@/domain/money/money";

describe("AppliedVoucher (SPEC §3/§4: code, discount flag, amount in fils)", () => {
  it("accepts a voucher with a whole number of fils", () => {
    const voucher = { code: "SAVE10", isDiscount: false, amount: 1000 };
    expect(Result.getOrThrow(Schema.decodeUnknownResult(AppliedVoucher)(voucher))).toEqual(voucher);
  });

  it.each([
    ["an amount that is not whole fils", { code: "SAVE10", isDiscount: false, amount: 10.5 }],
    ["the wire's 0/1 discount flag", { code: "SAVE10", isDiscount: 1, amount: 1000 }],
    ["no code", { isDiscount: false, amount: 1000 }],
  ])("refuses %s", (_case, voucher) => {
    expect(Result.isFailure(Schema.decodeUnknownResult(AppliedVoucher)(voucher))).toBe(true);
  });
});

describe("a discount voucher's percentage (docs/api-design.md, Purchase)", () => {
  it.each([
    [2000, 2, 20],
    [20000, 3, 20],
    [20, 0, 20],
    [1250, 2, 12.5],
  ] as const)("%s minor units in a currency of %s decimals is %s %%", (amount, exponent, percent) => {
    expect(discountPercent({ amount: fils(amount) }, exponent)).toBe(percent);
  });
});
