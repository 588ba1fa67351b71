import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTotal, parseTotal, toFils, toMajor } from "@mocks/money";

describe("sandbox money", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [123_450, "1,234.50"],
    [100_000_000, "1,000,000.00"],
    [-1_050, "-10.50"],
  ])("formats %i fils as the SPEC §3 balance text %s", (fils, text) => {
    expect(formatTotal(fils)).toBe(text);
    expect(parseTotal(text)).toBe(fils);
  });

  it.each([
    [123_450, 1234.5],
    [1, 0.01],
    [-1_050, -10.5],
  ])("answers %i fils as %d AED in JSON", (fils, major) => {
    expect(toMajor(fils)).toBe(major);
    expect(toFils(major)).toBe(fils);
  });

  it.each(["1234.50", "1,23.50", "12.5", "abc"])("does not read %j as a balance text", (text) => {
    expect(parseTotal(text)).toBeNull();
  });

  it("round-trips any amount through the balance text and through major units", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fils) => {
        expect(parseTotal(formatTotal(fils))).toBe(fils);
        expect(toFils(toMajor(fils))).toBe(fils);
      }),
    );
  });
});
