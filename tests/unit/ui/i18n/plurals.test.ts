import { describe, expect, it } from "vitest";
import type { Locales, Translations } from "@/ui/i18n/i18n-types";
import { i18nObject } from "@/ui/i18n/i18n-util";
import { everyText, loadEveryDictionary } from "./every-dictionary";

/**
 * Plural forms (issue 14): every text that English words in the plural syntax has it in Arabic and
 * Indonesian too, with as many forms as the language's plural rules have categories (Intl
 * PluralRules, CLDR): Arabic six (zero, one, two, few, many, other), Indonesian one (other: its
 * nouns do not change with the number, so the one form is the counted noun).
 */
const PLURAL = /\{\{([^}]*)\}\}/g;

/** Every text of a dictionary with its dotted key. */
function texts(node: unknown, path = ""): Array<[string, string]> {
  if (typeof node === "string") return [[path, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => texts(value, path === "" ? key : `${path}.${key}`));
}

const pluralTexts = (locale: Locales) =>
  new Map(texts(everyText(locale) as Translations).filter(([, text]) => text.includes("{{")));

describe("plural forms where English has them", () => {
  const english = pluralTexts("en");

  it("English has some (the table below would be empty otherwise)", () => {
    expect(english.size).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ["ar", 6],
    ["id", 1],
  ] as const)("%s words each of them with plural forms, %i per plural", (locale, forms) => {
    expect(new Intl.PluralRules(locale === "id" ? "id-ID" : "ar-SA").resolvedOptions().pluralCategories).toHaveLength(forms);
    const own = pluralTexts(locale);
    for (const key of english.keys()) {
      const text = own.get(key);
      expect(text, `${locale} ${key} uses the plural syntax`).toBeDefined();
      const parts = [...(text ?? "").matchAll(PLURAL)].map((match) => (match[1] ?? "").split("|").length);
      expect(parts.length, `${locale} ${key}`).toBeGreaterThan(0);
      expect(
        parts.every((count) => count === forms),
        `${locale} ${key}: ${forms} forms in each plural`,
      ).toBe(true);
    }
  });
});

describe("the forms chosen for a count", () => {
  loadEveryDictionary();
  const LL = { ar: i18nObject("ar"), id: i18nObject("id"), en: i18nObject("en") };

  it.each([
    [0, "السلة، 0 عنصر"],
    [1, "السلة، 1 عنصر"],
    [2, "السلة، 2 عنصران"],
    [3, "السلة، 3 عناصر"],
    [10, "السلة، 10 عناصر"],
    [11, "السلة، 11 عنصرًا"],
    [99, "السلة، 99 عنصرًا"],
    [100, "السلة، 100 عنصر"],
    [103, "السلة، 103 عناصر"],
  ])("Arabic cart with %i", (count, expected) => {
    expect(LL.ar.layout.header.cartWithCount({ count })).toBe(expected);
  });

  it.each([
    [1, "Cart, 1 item", "Keranjang, 1 item"],
    [5, "Cart, 5 items", "Keranjang, 5 item"],
  ])("English and Indonesian cart with %i", (count, en, id) => {
    expect(LL.en.layout.header.cartWithCount({ count })).toBe(en);
    expect(LL.id.layout.header.cartWithCount({ count })).toBe(id);
  });

  it.each([
    [1, 0, "1 رقم"],
    [2, 1, "2 رقمان + 1 رقم إضافي"],
    [6, 1, "6 أرقام + 1 رقم إضافي"],
    [5, 2, "5 أرقام + 2 رقمان إضافيان"],
  ])("Arabic prize tier match %i + %i", (main, bonus, expected) => {
    const text = bonus === 0 ? LL.ar.content.prizes.matchText({ main }) : LL.ar.content.prizes.matchWithBonus({ main, bonus });
    expect(text).toBe(expected);
  });

  it("Arabic trees and error summary agree with the number", () => {
    expect(LL.ar.certificates.offer.trees({ trees: 2 })).toBe("2 شجرتان مزروعتان");
    expect(LL.ar.certificates.offer.trees({ trees: 15 })).toBe("15 شجرة مزروعة");
    expect(LL.ar.account.form.errorSummaryIntro({ count: 3 })).toBe("يرجى تصحيح 3 حقول قبل المتابعة:");
  });
});
