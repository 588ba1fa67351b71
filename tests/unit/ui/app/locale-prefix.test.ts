import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stripLocalePrefix } from "@/domain/i18n/language";
import {
  isLanguageSegment,
  parseLocaleParam,
  prefixOf,
  prefixOfPath,
  resolveLocale,
  withLocalePrefix,
} from "@/ui/app/locale-prefix";
import type { AppLocale } from "@/ui/i18n/locale";

describe("parseLocaleParam (SPEC §2 locale-prefixed routes)", () => {
  it.each([
    [undefined, {}],
    ["ar", { locale: "ar" }],
    ["in", { locale: "in" }],
    ["en", false],
    ["id", false],
    ["AR", false],
    ["faq", false],
    ["", false],
  ] as const)("%s → %j", (locale, expected) => {
    expect(parseLocaleParam({ locale })).toEqual(expected);
  });
});

describe("isLanguageSegment: a game slug never shadows a language prefix", () => {
  it.each([
    ["ar", true],
    ["in", true],
    ["id", true],
    ["AR", true],
    ["mega-lotto", false],
    ["arabic", false],
    ["india", false],
  ])("%s → %s", (segment, expected) => {
    expect(isLanguageSegment(segment)).toBe(expected);
  });
});

describe("resolveLocale: the prefix wins, else the cookie (SPEC §4), else English", () => {
  it.each([
    ["ar", undefined, "ar"],
    ["in", "ar", "id"],
    ["ar", "en", "ar"],
    [undefined, "ar", "ar"],
    [undefined, "in", "id"],
    [undefined, "id", "id"],
    [undefined, "en", "en"],
    [undefined, "fr", "en"],
    [undefined, undefined, "en"],
  ] as const)("prefix %s, cookie %s → %s", (prefix, cookie, expected) => {
    expect(resolveLocale(prefix, cookie)).toBe(expected);
  });
});

describe("prefixes", () => {
  it.each([
    ["en", undefined],
    ["ar", "ar"],
    ["id", "in"],
  ] as const)("prefixOf(%s) = %s (English unprefixed, Indonesian is 'in' at the URL edge)", (locale, prefix) => {
    expect(prefixOf(locale)).toBe(prefix);
  });

  it.each([
    ["/", undefined],
    ["/faq", undefined],
    ["/ar", "ar"],
    ["/ar/wallet?step=4", "ar"],
    ["/in/faq", "in"],
    ["/id/faq", "in"],
    ["/arabic", undefined],
  ])("prefixOfPath(%s) = %s", (path, prefix) => {
    expect(prefixOfPath(path)).toBe(prefix);
  });
});

describe("withLocalePrefix: switching language keeps the page and swaps the prefix (SPEC §2)", () => {
  it.each([
    ["/", "ar", "/ar"],
    ["/", "id", "/in"],
    ["/", "en", "/"],
    ["/ar", "en", "/"],
    ["/ar", "id", "/in"],
    ["/in/wallet?step=4", "ar", "/ar/wallet?step=4"],
    ["/ar/wallet?step=4#top", "en", "/wallet?step=4#top"],
    ["/faq", "id", "/in/faq"],
    ["/?utm_source=x", "ar", "/ar?utm_source=x"],
    ["/ar?utm_source=x", "en", "/?utm_source=x"],
    ["/payment/successful", "ar", "/ar/payment/successful"],
  ] as const)("%s in %s → %s", (path, locale, expected) => {
    expect(withLocalePrefix(path, locale)).toBe(expected);
  });

  const locales: ReadonlyArray<AppLocale> = ["en", "ar", "id"];
  const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/).filter((s) => !isLanguageSegment(s));
  const path = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join("/")}`);

  it("property: the page (path without prefix) never changes, and the prefix names the language", () => {
    fc.assert(
      fc.property(path, fc.constantFrom(...locales), fc.constantFrom(...locales), (page, from, to) => {
        const switched = withLocalePrefix(withLocalePrefix(page, from), to);
        expect(stripLocalePrefix(switched)).toBe(page);
        expect(prefixOfPath(switched)).toBe(prefixOf(to));
      }),
    );
  });
});
