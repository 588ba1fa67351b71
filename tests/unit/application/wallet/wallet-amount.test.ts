import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fils } from "@/domain/money/money";
import { parseAmountText, walletAmount, walletLimits, WALLET_MAX, WALLET_MIN } from "@/application/wallet/wallet-amount";

describe("parseAmountText (SPEC §5 decimal input → fils)", () => {
  it.each([
    ["10", 1000],
    ["10.5", 1050],
    ["10.05", 1005],
    ["10.", 1000],
    [".75", 75],
    ["0.1", 10],
    [" 25 ", 2500],
  ])("%s → %i fils", (text, expected) => {
    expect(parseAmountText(text)).toBe(expected);
  });

  it.each(["", ".", "1.234", "1.2.3", "abc", "-5", "1,000", "1234567890"])("%s is not an amount", (text) => {
    expect(parseAmountText(text)).toBeUndefined();
  });

  it("reads back every amount written with 2 decimals, exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
        expect(parseAmountText(text)).toBe(minor);
      }),
    );
  });
});

describe("walletAmount (limits 10.00–10,000.00 AED, docs/api-design.md; never above the balance)", () => {
  it.each([
    ["", undefined, "required"],
    ["  ", undefined, "required"],
    ["1.234", undefined, "malformed"],
    ["9.99", undefined, "outOfRange"],
    ["10000.01", undefined, "outOfRange"],
    ["60", fils(5_000), "overBalance"],
  ] as const)("%s (balance %s) → %s", (text, balance, problem) => {
    const answer = walletAmount(text, balance);
    expect(Result.isFailure(answer) && answer.failure).toBe(problem);
  });

  it.each([
    ["10", null, WALLET_MIN],
    ["10000", undefined, WALLET_MAX],
    ["50", fils(5_000), fils(5_000)],
  ] as const)("%s (balance %s) is accepted", (text, balance, expected) => {
    const answer = walletAmount(text, balance);
    expect(Result.isSuccess(answer) && answer.success).toBe(expected);
  });
});

describe("wallet amounts in the configured currency (SPEC §1; docs/domain.md, currency exponent)", () => {
  it.each([
    ["12.5", 2, 1250],
    ["12.345", 3, 12_345],
    ["12.5", 3, 12_500],
    [".005", 3, 5],
    ["1200", 0, 1200],
  ] as const)("%s with %i decimals → %i minor units", (text, exponent, minor) => {
    expect(parseAmountText(text, exponent)).toBe(minor);
  });

  it.each([
    ["12.3456", 3],
    ["12.5", 0],
    ["12.", 0],
  ] as const)("%s has more decimals than a currency with %i has", (text, exponent) => {
    expect(parseAmountText(text, exponent)).toBeUndefined();
  });

  it("the limits are 10 to 10,000 in any currency: KWD 10.000 passes, KWD 9.999 does not", () => {
    expect(walletLimits(3)).toEqual({ min: 10_000, max: 10_000_000 });
    expect(walletLimits(2)).toEqual({ min: WALLET_MIN, max: WALLET_MAX });
    expect(walletAmount("10.000", null, 3)).toEqual(Result.succeed(10_000));
    expect(walletAmount("9.999", null, 3)).toEqual(Result.fail("outOfRange"));
  });
});
