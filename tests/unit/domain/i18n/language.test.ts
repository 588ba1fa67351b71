import { describe, expect, it } from "vitest";
import {
  dateLocaleCode,
  languageFromPath,
  LANGUAGE_COOKIE_DAYS,
  LOCALE_TAGS,
  parseLanguage,
  stripLocalePrefix,
  textDirection,
  toCodeLanguage,
  toProductLanguage,
  weekStartsOn,
} from "@/domain/i18n/language";

describe("languages (SPEC §1, §9)", () => {
  it("product `in` is `id` in code, and back", () => {
    expect(toCodeLanguage("in")).toBe("id");
    expect(toCodeLanguage("ar")).toBe("ar");
    expect(toProductLanguage("id")).toBe("in");
    expect(toProductLanguage("en")).toBe("en");
  });

  it.each([
    ["in", "id"],
    ["id", "id"],
    ["id-ID", "id"],
    ["AR_sa", "ar"],
    [" en-US ", "en"],
    ["fr", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("parseLanguage(%j) → %j", (text, language) => {
    expect(parseLanguage(text)).toBe(language);
  });

  it("locales, direction, week start, date codes, cookie", () => {
    expect(LOCALE_TAGS).toEqual({ en: "en-US", ar: "ar-SA", id: "id-ID" });
    expect([textDirection("ar"), textDirection("en"), textDirection("id")]).toEqual(["rtl", "ltr", "ltr"]);
    expect([weekStartsOn("id"), weekStartsOn("en"), weekStartsOn("ar")]).toEqual([1, 0, 0]);
    expect([dateLocaleCode("en"), dateLocaleCode("ar"), dateLocaleCode("id")]).toEqual(["en", "ar", "in"]);
    expect(LANGUAGE_COOKIE_DAYS).toBe(365);
  });

  it.each([
    ["/ar/wallet", "ar", "/wallet"],
    ["/in/wallet", "id", "/wallet"],
    ["/ID", "id", "/"],
    ["/ar", "ar", "/"],
    ["/ar?x=1", "ar", "/?x=1"],
    ["/arabic", null, "/arabic"],
    ["/wallet", null, "/wallet"],
    ["/", null, "/"],
  ])("%s → language %j, path %s", (path, language, bare) => {
    expect(languageFromPath(path)).toBe(language);
    expect(stripLocalePrefix(path)).toBe(bare);
  });
});
