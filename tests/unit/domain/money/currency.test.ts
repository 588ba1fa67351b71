import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { CURRENCY_EXPONENTS, currencyExponent, minorPerMajor, type CurrencyExponent } from "@/domain/money/currency";
import { majorToMinor, minorToMajor, parseMoney, parseMoneyText } from "@/domain/money/money";

describe("currency exponent (ISO 4217 minor unit; IDR 0 by decision, docs/domain.md)", () => {
  it.each<[string, CurrencyExponent]>([
    ["AED", 2],
    ["KWD", 3],
    ["BHD", 3],
    ["OMR", 3],
    ["JOD", 3],
    ["TND", 3],
    ["LYD", 3],
    ["IQD", 3],
    ["JPY", 0],
    ["KRW", 0],
    ["IDR", 0],
    ["SAR", 2],
    ["USD", 2],
    ["kwd", 3],
    ["XYZ", 2],
  ])("%s has %i decimals", (code, exponent) => {
    expect(currencyExponent(code)).toBe(exponent);
  });

  it("agrees with what Intl shows, except where ISO 4217 and the browser's CLDR data differ (IQD)", () => {
    for (const [code, exponent] of Object.entries(CURRENCY_EXPONENTS)) {
      const intl = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits;
      // ISO 4217 gives the Iraqi dinar 3 decimals, CLDR 0: the shop holds and shows ISO's 3.
      if (code !== "IQD") expect({ code, digits: intl }).toEqual({ code, digits: exponent });
    }
  });
});

describe("major ↔ minor units per currency (table: the API's major amounts, the shop's integers)", () => {
  it.each<[string, number, number]>([
    // currency, major amount as the API sends it, minor units held
    ["AED", 1234.5, 123_450],
    ["AED", 1.005, 101],
    ["AED", 0.1 + 0.2, 30],
    ["KWD", 1234.5, 1_234_500],
    ["KWD", 1.2345, 1235],
    ["KWD", 0.001, 1],
    ["JPY", 1234.5, 1235],
    ["JPY", 1234, 1234],
    ["IDR", 15_000, 15_000],
    ["IDR", 15_000.5, 15_001],
    ["AED", -1.005, -101],
  ])("%s %d → %i", (code, major, minor) => {
    const exponent = currencyExponent(code);
    expect(majorToMinor(major, exponent)).toBe(minor);
  });

  it.each<[string, number, number]>([
    ["AED", 123_450, 1234.5],
    ["KWD", 1_234_500, 1234.5],
    ["KWD", 1235, 1.235],
    ["JPY", 1235, 1235],
    ["IDR", 15_001, 15_001],
  ])("%s %i → %d major", (code, minor, major) => {
    expect(minorToMajor(minor as never, currencyExponent(code))).toBe(major);
  });

  it.each<[string, string, number]>([
    ["AED", "1,234.50", 123_450],
    ["KWD", "1,234.50", 1_234_500],
    ["KWD", "1,234.505", 1_234_505],
    ["KWD", "0.0005", 1],
    ["JPY", "1,234", 1234],
    ["JPY", "1,234.50", 1235],
    ["IDR", "15,000", 15_000],
    ["IDR", "15,000.49", 15_000],
  ])("%s text %j → %i", (code, text, minor) => {
    expect(parseMoneyText(text, currencyExponent(code))).toEqual(Result.succeed(minor));
  });

  it("a balance number in KWD keeps its fils; 1e300 is refused, not thrown", () => {
    expect(parseMoney(1234.5, 3)).toEqual(Result.succeed(1_234_500));
    expect(Result.isFailure(parseMoney(1e300, 3))).toBe(true);
  });

  it("property: major → minor → major is the identity for amounts with the currency's decimals", () => {
    fc.assert(
      fc.property(fc.constantFrom<CurrencyExponent>(0, 2, 3), fc.integer({ min: -1e12, max: 1e12 }), (exponent, minor) => {
        const major = minor / minorPerMajor(exponent);
        expect(majorToMinor(major, exponent)).toBe(minor);
        expect(minorToMajor(majorToMinor(major, exponent), exponent)).toBe(major);
      }),
    );
  });
});
