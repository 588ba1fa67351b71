import fc from "fast-check";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  addFils,
  Fils,
  fils,
  fromMajor,
  maxFils,
  multiplyFils,
  parseBalance,
  parseBalanceText,
  roundMajor2,
  subtractFils,
  sumFils,
  toMajor,
  ZERO,
} from "@/domain/money/money";

describe("parseBalanceText (SPEC §3 User state: balance text with commas)", () => {
  it.each([
    ["1,234.50", 123450],
    ["0", 0],
    ["0.00", 0],
    ["12", 1200],
    ["1234.5", 123450],
    ["1,234,567.89", 123456789],
    ["  99.99  ", 9999],
    ["0.005", 1],
    ["0.004", 0],
    ["1,234.505", 123451],
    ["10.999", 1100],
  ])("%j → %i fils", (text, expected) => {
    expect(parseBalanceText(text)).toEqual(Result.succeed(expected));
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "malformed"],
    ["1.2.3", "malformed"],
    ["-5", "negative"],
    ["- 5", "negative"],
    ["12,34", "malformed"],
    ["1,2345.00", "malformed"],
    [",123", "malformed"],
    ["1.", "malformed"],
    [".5", "malformed"],
    ["NaN", "malformed"],
    ["Infinity", "malformed"],
    ["1e3", "malformed"],
    ["99999999999999999999", "malformed"],
  ])("%j is refused as %s, never NaN", (text, reason) => {
    const result = parseBalanceText(text);
    expect(Result.isFailure(result)).toBe(true);
    if (Result.isFailure(result)) {
      expect(result.failure._tag).toBe("MoneyParseError");
      expect(result.failure.reason).toBe(reason);
      expect(result.failure.input).toBe(text);
    }
  });
});

describe("parseBalance (SPEC §7 data.total as text or number)", () => {
  it.each([
    [12.5, Result.succeed(1250)],
    ["1,000", Result.succeed(100000)],
    [0.1 + 0.2, Result.succeed(30)],
  ])("%j reads", (input, expected) => {
    expect(parseBalance(input)).toEqual(expected);
  });

  it.each([
    [Number.NaN, "malformed"],
    [Number.POSITIVE_INFINITY, "malformed"],
    [-1, "negative"],
  ])("%j is refused (%s)", (input, reason) => {
    const result = parseBalance(input);
    expect(Result.isFailure(result) && result.failure.reason).toBe(reason);
  });
});

describe("fromMajor / toMajor (ARCHITECTURE §3.7: exact conversions)", () => {
  it.each([
    [0.1 + 0.2, 30],
    [0.3, 30],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [1.1 * 3, 330],
    [19.99, 1999],
    [-1.005, -101],
    [-0.004, 0],
    [0, 0],
    [123456789.12, 12345678912],
  ])("fromMajor(%d) = %i fils (half-up)", (major, expected) => {
    expect(fromMajor(major)).toBe(expected);
  });

  it("refuses non-finite amounts (a bug, not an expected failure)", () => {
    expect(() => fromMajor(Number.NaN)).toThrow(RangeError);
    expect(() => fils(1.5)).toThrow(RangeError);
  });

  it("roundMajor2 rounds half-up to 2 decimals", () => {
    expect(roundMajor2(0.1 + 0.2)).toBe(0.3);
    expect(roundMajor2(1.005)).toBe(1.01);
    expect(roundMajor2(2.345)).toBe(2.35);
  });

  it("fils ↔ major round-trips exactly for every whole number of fils", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(fromMajor(toMajor(fils(minor)))).toBe(minor);
      }),
    );
  });

  it("toMajor never shows more than 2 decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => {
        const text = String(toMajor(fils(minor)));
        expect(text.split(".")[1]?.length ?? 0).toBeLessThanOrEqual(2);
      }),
    );
  });

  it("arithmetic stays in whole fils", () => {
    expect(addFils(fils(10), fils(20))).toBe(30);
    expect(subtractFils(fils(10), fils(20))).toBe(-10);
    expect(multiplyFils(fils(125), 3)).toBe(375);
    expect(sumFils([fils(1), fils(2), fils(3)])).toBe(6);
    expect(sumFils([])).toBe(ZERO);
    expect(maxFils(fils(1), fils(2))).toBe(2);
    expect(maxFils(fils(3), fils(2))).toBe(3);
  });

  it("the Fils schema accepts integers only", () => {
    expect(Result.isSuccess(Schema.decodeUnknownResult(Fils)(5))).toBe(true);
    expect(Result.isFailure(Schema.decodeUnknownResult(Fils)(5.5))).toBe(true);
  });
});
