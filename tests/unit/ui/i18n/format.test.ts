import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  durationParts,
  formatClock,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatNumberList,
  formatPhone,
  formatRelativeTime,
  formatTime,
} from "@/ui/i18n/format";
import { configureShopCurrency } from "@/ui/i18n/shop-currency";

/** Intl output carries no-break spaces and bidi marks; compare the visible text only. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ").replace(/[\u200e\u200f\u061c]/g, "");

describe("formatMoney (ARCHITECTURE §3.7: integer fils, AED by default)", () => {
  it.each([
    [12_345, "en", "AED 123.45"],
    [0, "en", "AED 0.00"],
    [100_000_000, "en", "AED 1,000,000.00"],
    [12_345, "id", "AED 123,45"],
    [12_345, "ar", "123.45 د.إ."],
  ] as const)("%i fils in %s → %s", (fils, locale, expected) => {
    expect(plain(formatMoney(fils, locale))).toBe(expected);
  });

  it("uses the configured currency", () => {
    expect(plain(formatMoney(500, "en", "USD"))).toBe("$5.00");
  });

  it.each([
    // currency, minor units, locale → shown (the domain's exponent: AED 2, KWD 3, JPY 0, IDR 0)
    ["AED", 123_450, "en", "AED 1,234.50"],
    ["KWD", 1_234_500, "en", "KWD 1,234.500"],
    ["KWD", 1_234_505, "en", "KWD 1,234.505"],
    ["KWD", 1_234_500, "ar", "1,234.500 د.ك."],
    ["JPY", 1235, "en", "¥1,235"],
    ["IDR", 15_000, "en", "IDR 15,000"],
    ["IDR", 15_000, "id", "Rp 15.000"],
  ] as const)("%s: %i minor units in %s → %s", (currency, minor, locale, expected) => {
    expect(plain(formatMoney(minor, locale, currency))).toBe(expected);
  });

  it("the configured currency is the default (main.tsx sets it from VITE_CURRENCY)", () => {
    configureShopCurrency("KWD");
    try {
      expect(plain(formatMoney(1_234_500, "en"))).toBe("KWD 1,234.500");
    } finally {
      configureShopCurrency("AED");
    }
    expect(plain(formatMoney(123_450, "en"))).toBe("AED 1,234.50");
  });

  it("property: every currency shows exactly the minor units held (no digit lost or invented)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("AED", "KWD", "JPY", "IDR", "BHD", "OMR"),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (currency, minor) => {
          const digits = formatMoney(minor, "en", currency).replace(/\D/g, "");
          expect(Number(digits)).toBe(minor);
        },
      ),
    );
  });

  it("never loses a fils: the digits shown are the integer's digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fils) => {
        const digits = formatMoney(fils, "en").replace(/\D/g, "");
        expect(Number(digits)).toBe(fils);
      }),
    );
  });
});

describe("dates and times", () => {
  const date = new Date(Date.UTC(2025, 0, 5, 14, 30));
  it.each([
    ["en", "Jan 5, 2025"],
    ["id", "5 Jan 2025"],
    ["ar", "05/01/2025"],
  ] as const)("formatDate in %s uses Gregorian dates with Latin digits: %s", (locale, expected) => {
    const text = plain(formatDate(date, locale));
    expect(text).toMatch(/[0-9]/);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    if (locale !== "ar") expect(text).toBe(expected);
    else expect(text).toContain("2025");
  });

  it("formats a time of day", () => {
    expect(plain(formatTime(date, "en"))).toMatch(/^\d{1,2}:30 (AM|PM)$/);
  });
});

describe("countdowns", () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [93_784_000, { days: 1, hours: 2, minutes: 3, seconds: 4 }],
  ])("durationParts(%i)", (ms, expected) => {
    expect(durationParts(ms)).toEqual(expected);
  });

  it("adds the parts back up to the whole seconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), (ms) => {
        const { days, hours, minutes, seconds } = durationParts(ms);
        expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(Math.floor(ms / 1000));
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });

  it.each([
    [93_784_000, "en", "1 day, 2 hours, 3 minutes, 4 seconds"],
    [3_723_000, "en", "1 hour, 2 minutes, 3 seconds"],
    [5_000, "en", "5 seconds"],
    [0, "en", "0 seconds"],
    [3_723_000, "id", "1 jam, 2 menit, 3 detik"],
  ] as const)("formatDuration(%i, %s) → %s", (ms, locale, expected) => {
    expect(plain(formatDuration(ms, locale))).toBe(expected);
  });

  it("says an Arabic duration in Arabic words with Latin digits", () => {
    const text = plain(formatDuration(3_723_000, "ar"));
    expect(text).toMatch(/ساعة/);
    expect(text).toMatch(/3/);
  });

  it.each([
    [93_784_000, "1:02:03:04"],
    [3_723_000, "01:02:03"],
    [0, "00:00:00"],
  ])("formatClock(%i) → %s", (ms, expected) => {
    expect(formatClock(ms, "en")).toBe(expected);
    expect(formatClock(ms, "ar")).toBe(expected);
  });

  it.each([
    [3 * 3_600_000, "en", "in 3 hours"],
    [-2 * 86_400_000, "en", "2 days ago"],
    [30_000, "en", "in 30 seconds"],
    [10 * 60_000, "id", "dalam 10 menit"],
  ] as const)("formatRelativeTime(+%i ms, %s) → %s", (delta, locale, expected) => {
    const now = new Date(Date.UTC(2025, 0, 1));
    expect(plain(formatRelativeTime(new Date(now.getTime() + delta), now, locale))).toBe(expected);
  });
});

describe("formatPhone: a phone number never split over two lines", () => {
  it("joins the calling code and the number with a no-break space", () => {
    expect(formatPhone("+971", "501234567")).toBe("+971\u00a0501234567");
  });
});

describe("formatNumberList: a draw's numbers in the language's own comma", () => {
  it.each([
    ["en", [6, 8, 15], "6, 8, 15"],
    ["id", [6, 8, 15], "6, 8, 15"],
    ["ar", [6, 8, 15], "6\u060c 8\u060c 15"],
    ["ar", [7], "7"],
    ["en", [], ""],
  ] as const)("%s %j → %s", (locale, values, expected) => {
    expect(formatNumberList(values, locale)).toBe(expected);
  });
});

describe("a clock and its day period never split over two lines", () => {
  const date = new Date(Date.UTC(2030, 0, 5, 12, 0));
  it.each(["en", "ar", "id"] as const)("in %s, no breakable space touches the day period", (locale) => {
    for (const text of [formatTime(date, locale), formatDateTime(date, locale)]) {
      expect(text).not.toMatch(/ (AM|PM|ص|م)$/);
      if (locale !== "id") expect(text).toMatch(/\d[\u00a0\u202f](AM|PM|ص|م)$/);
    }
  });
});
