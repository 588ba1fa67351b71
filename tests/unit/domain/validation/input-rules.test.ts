import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ibanMod97, isValidIban, normalizeIban } from "@/domain/validation/iban";
import { isNumericInput, sanitizeNumericInput, takeNumericInput } from "@/domain/validation/numeric-input";
import { isPlausiblePhone, isSamePhone, nationalDigits, toE164 } from "@/domain/validation/phone";

describe("numeric-only input (SPEC §5)", () => {
  it.each([
    ["123", "integer", true],
    ["", "integer", true],
    ["12.5", "integer", false],
    ["12.5", "decimal", true],
    [".5", "decimal", true],
    ["1.2.3", "decimal", false],
    ["-1", "decimal", false],
    ["1e5", "integer", false],
  ] as const)("%j in %s mode → %s", (text, mode, ok) => {
    expect(isNumericInput(text, mode)).toBe(ok);
  });

  it.each([
    ["a1b2c3", "integer", "123"],
    ["1.2.3", "integer", "123"],
    ["1.2.3", "decimal", "1.23"],
    ["-٣4 5", "decimal", "345"],
  ] as const)("sanitize %j (%s) → %j", (text, mode, expected) => {
    expect(sanitizeNumericInput(text, mode)).toBe(expected);
  });

  it("default mode is integer", () => {
    expect(sanitizeNumericInput("1.5")).toBe("15");
    expect(isNumericInput("1.5")).toBe(false);
  });

  it.each([
    ["501234567", "integer", false, "501234567", false],
    ["12ab", "integer", false, "12", true],
    ["+971 50 123 4567", "integer", false, "971501234567", true],
    ["٥٠١", "integer", false, "501", false],
    ["10.5", "decimal", false, "10.5", false],
    ["10.5.5", "decimal", false, "10.55", true],
    ["10٫50", "decimal", false, "10.50", false],
    ["10,50", "decimal", true, "10.50", false],
    ["10,50", "decimal", false, "1050", true],
    ["", "integer", false, "", false],
  ] as const)("take %j (%s, decimal comma %s) → %j, left out: %s", (text, mode, decimalComma, kept, leftOut) => {
    expect(takeNumericInput(text, mode, { decimalComma })).toEqual({ kept, leftOut });
  });

  it("property: an entry loses nothing exactly when it was already numeric", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("integer" as const, "decimal" as const), (text, mode) => {
        expect(takeNumericInput(text, mode).leftOut).toBe(!isNumericInput(text, mode));
      }),
    );
  });

  it("property: the sanitised text is always accepted", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("integer" as const, "decimal" as const), (text, mode) => {
        expect(isNumericInput(sanitizeNumericInput(text, mode), mode)).toBe(true);
      }),
    );
  });
});

describe("IBAN (mod-97, ISO 13616)", () => {
  it.each([
    ["AE070331234567890123456", true],
    ["ae07 0331 2345 6789 0123 456", true],
    ["GB82WEST12345698765432", true],
    ["DE89370400440532013000", true],
    ["SA0380000000608010167519", true],
    ["AE070331234567890123457", false],
    ["AE07033123456789012345", false],
    ["GB82WEST1234569876543", false],
    ["XX00", false],
    ["", false],
    ["12AE0331234567890123456", false],
  ])("%j → %s", (iban, ok) => {
    expect(isValidIban(iban)).toBe(ok);
  });

  it("unknown countries are checked by shape and checksum only", () => {
    expect(isValidIban("ZZ3512345678901")).toBe(ibanMod97("ZZ3512345678901") === 1);
  });

  it("normalises spaces and case", () => {
    expect(normalizeIban(" ae07 0331 ")).toBe("AE070331");
  });

  it("reads Arabic-Indic, Persian and full-width digits (SPEC §5 numeric input)", () => {
    expect(normalizeIban("AE٠٧ ۰۳۳１ ２３４５ ٦٧٨٩ ٠١٢٣ ٤٥٦")).toBe("AE070331234567890123456");
    expect(isValidIban("AE٠٧ ۰۳۳１ ２３４５ ٦٧٨٩ ٠١٢٣ ٤٥٦")).toBe(true);
  });

  it("property: changing one digit of a valid IBAN breaks the checksum", () => {
    const valid = "GB82WEST12345698765432";
    fc.assert(
      fc.property(fc.integer({ min: 8, max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digit = (Number(valid[at]) + delta) % 10;
        expect(isValidIban(valid.slice(0, at) + String(digit) + valid.slice(at + 1))).toBe(false);
      }),
    );
  });
});

describe("phone sanity for share/add credit (docs/domain.md)", () => {
  it.each([
    ["+971", "50 123 4567", true],
    ["971", "050-123-4567", true],
    ["62", "(812) 3456.7890", true],
    ["1", "2025550123", true],
    ["+971", "12345", false],
    ["+971", "123456789012345", false],
    ["+9715", "501234567", false],
    ["", "501234567", false],
    ["+971", "50a1234567", false],
    ["+971", "", false],
    ["+999", "12345678901234", false],
  ])("%j %j → %s", (code, phone, ok) => {
    expect(isPlausiblePhone(code, phone)).toBe(ok);
  });

  it("E.164 form", () => {
    expect(toE164("+971", "050 123 4567")).toBe("+971501234567");
    expect(toE164("971", "12")).toBeNull();
    expect(nationalDigits("++1")).toBeNull();
  });

  const own = { callingCode: "+971", phone: "501234567" };
  it.each([
    ["+971", "501234567", true],
    ["971", "050 123 4567", true],
    ["+971", "(050) 123-4567", true],
    ["+971", "٥٠١٢٣٤٥٦٧", true],
    ["+971", "509876543", false],
    ["+966", "501234567", false],
    ["+971", "5012", false],
  ])("the same phone as +971 501234567: %j %j → %s", (callingCode, phone, same) => {
    expect(isSamePhone({ callingCode, phone }, own)).toBe(same);
    expect(isSamePhone(own, { callingCode, phone })).toBe(same);
  });

  it("two numbers that are not plausible are never the same phone", () => {
    expect(isSamePhone({ callingCode: "+971", phone: "12" }, { callingCode: "+971", phone: "12" })).toBe(false);
  });
});
