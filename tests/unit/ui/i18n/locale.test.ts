import { describe, expect, it } from "vitest";
import {
  APP_LOCALES,
  type AppLocale,
  bcp47,
  dir,
  firstDayOfWeek,
  intlLocale,
  localeFromProductCode,
  productCode,
} from "@/ui/i18n/locale";

describe("locale helpers (SPEC §1, §9)", () => {
  it.each([
    ["en", "en"],
    ["ar", "ar"],
    ["in", "id"],
    ["IN", "id"],
    ["id", "id"],
    ["fr", undefined],
    ["", undefined],
    ["en-US", undefined],
  ] as const)("localeFromProductCode(%j) → %j", (code, expected) => {
    expect(localeFromProductCode(code)).toBe(expected);
  });

  it.each([
    ["en", "en", "ltr", "en-US", "sun"],
    ["ar", "ar", "rtl", "ar-SA", "sun"],
    ["id", "in", "ltr", "id-ID", "mon"],
  ] as const)("%s: product code %s, %s, %s, week starts %s", (locale, code, direction, tag, weekStart) => {
    expect(productCode(locale)).toBe(code);
    expect(dir(locale)).toBe(direction);
    expect(bcp47(locale)).toBe(tag);
    expect(firstDayOfWeek(locale)).toBe(weekStart);
  });

  it("round-trips every locale through its product code", () => {
    for (const locale of APP_LOCALES) expect(localeFromProductCode(productCode(locale))).toBe(locale);
  });

  it.each(APP_LOCALES)("%s: the Intl tag is a valid BCP-47 tag for the same language", (locale: AppLocale) => {
    const intl = new Intl.Locale(intlLocale(locale));
    expect(intl.language).toBe(new Intl.Locale(bcp47(locale)).language);
    expect(intl.region).toBe(new Intl.Locale(bcp47(locale)).region);
  });

  it("formats Arabic dates in the Gregorian calendar with Latin digits", () => {
    const options = new Intl.DateTimeFormat(intlLocale("ar")).resolvedOptions();
    expect(options.calendar).toBe("gregory");
    expect(options.numberingSystem).toBe("latn");
  });
});
