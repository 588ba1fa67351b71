import { describe, expect, it } from "vitest";
import { weeklyLimitWords } from "@/ui/features/checkout/weekly-limit-words";
import { fromMajor } from "@/domain/money/money";
import { formatMoney, formatNumber } from "@/ui/i18n/format";
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

/**
 * SPEC §9 weekly limit on /checkout: each count chooses its noun's form ("Remove 1 plays" and
 * Arabic "3 مشاركة" before), written as formatNumber writes it. Through weeklyLimitWords, the
 * sentence the notice and the refused Pay both show.
 */
describe("the weekly limit's counts", () => {
  loadEveryDictionary();
  const LL = { ar: i18nObject("ar"), id: i18nObject("id"), en: i18nObject("en") };
  const over = (locale: Locales, quantity: number, remaining: number, limit: number | null = null) =>
    weeklyLimitWords(LL[locale], { allowed: false, quantity, remaining, limit });
  const within = (locale: Locales, quantity: number, remaining: number | null) =>
    weeklyLimitWords(LL[locale], { allowed: true, quantity, remaining, limit: null });

  it.each([
    [1, 0, "This cart has 1 play, but only 0 are left of your weekly limit this week. Remove 1 play to pay. Your cart is kept."],
    [2, 1, "This cart has 2 plays, but only 1 is left of your weekly limit this week. Remove 1 play to pay. Your cart is kept."],
    [3, 1, "This cart has 3 plays, but only 1 is left of your weekly limit this week. Remove 2 plays to pay. Your cart is kept."],
    [
      11,
      0,
      "This cart has 11 plays, but only 0 are left of your weekly limit this week. Remove 11 plays to pay. Your cart is kept.",
    ],
  ])("English, over: %i in the cart, %i left", (quantity, remaining, expected) => {
    expect(over("en", quantity, remaining)).toBe(expected);
  });

  it.each([
    [1, "This cart's 1 play fits within your weekly limit.", "This cart uses 1 of the 1 play left this week."],
    [2, "This cart's 2 plays fit within your weekly limit.", "This cart uses 2 of the 2 plays left this week."],
    [3, "This cart's 3 plays fit within your weekly limit.", "This cart uses 3 of the 3 plays left this week."],
    [11, "This cart's 11 plays fit within your weekly limit.", "This cart uses 11 of the 11 plays left this week."],
  ])("English, within: %i in the cart", (quantity, only, left) => {
    expect(within("en", quantity, null)).toBe(only);
    expect(within("en", quantity, quantity)).toBe(left);
  });

  it("English, over with the limit: 'is left' for one", () => {
    expect(over("en", 3, 1, 50)).toBe(
      "This cart has 3 plays, but only 1 of your weekly limit of 50 is left this week. Remove 2 plays to pay. Your cart is kept.",
    );
  });

  it.each([
    [1, 0, "1 مشاركة", "1 مشاركة"],
    [2, 0, "2 مشاركتين", "2 مشاركتين"],
    [3, 2, "3 مشاركات", "1 مشاركة"],
    [3, 1, "3 مشاركات", "2 مشاركتين"],
    [11, 0, "11 مشاركةً", "11 مشاركةً"],
    [14, 3, "14 مشاركةً", "11 مشاركةً"],
  ])("Arabic, over: %i in the cart, %i left", (quantity, remaining, has, remove) => {
    expect(over("ar", quantity, remaining, 50)).toBe(
      `تحتوي هذه السلة على ${has}، لكن لم يتبقَّ لك من حدك الأسبوعي البالغ 50 سوى ${remaining} هذا الأسبوع. أزل ${remove} لتتمكن من الدفع. سلتك محفوظة.`,
    );
  });

  it.each([
    [1, "1 مشاركة", "1 مشاركة متبقية"],
    [2, "2 مشاركتان", "2 مشاركتين متبقيتين"],
    [3, "3 مشاركات", "3 مشاركات متبقية"],
    [11, "11 مشاركةً", "11 مشاركةً متبقيةً"],
  ])("Arabic, within: %i in the cart", (quantity, fit, left) => {
    expect(within("ar", quantity, null)).toBe(`تقع ${fit} في هذه السلة ضمن حدك الأسبوعي.`);
    expect(within("ar", 1, quantity)).toBe(`تستخدم هذه السلة 1 من ${left} لك هذا الأسبوع.`);
  });

  it.each([[1], [2], [3], [11]])("Indonesian: %i permainan (its one form)", (count) => {
    expect(over("id", count + 1, 1)).toBe(
      `Keranjang ini berisi ${count + 1} permainan, tetapi batas mingguan Anda hanya tersisa 1 minggu ini. Hapus ${count} permainan untuk membayar. Keranjang Anda tetap tersimpan.`,
    );
    expect(within("id", count, null)).toBe(`${count} permainan di keranjang ini masih dalam batas mingguan Anda.`);
  });

  it.each([
    ["en", "This cart uses 1,200 of the 12,000 plays left this week."],
    ["id", "Keranjang ini memakai 1.200 dari 12.000 permainan yang tersisa minggu ini."],
    ["ar", `تستخدم هذه السلة ${formatNumber(1200, "ar")} من ${formatNumber(12000, "ar")} مشاركة متبقية لك هذا الأسبوع.`],
  ] as const)("%s writes the counts as formatNumber does", (locale, expected) => {
    expect(within(locale, 1200, 12000)).toBe(expected);
  });
});

describe("an amount inside a sentence keeps one full stop", () => {
  // The Arabic dirham's symbol ends with its own full stop ("د.إ."): a sentence that put another one
  // right after the amount read "… 1,214.50 د.إ..".
  const doubled = /\.[\u200e\u200f\u061c]*\./;
  it.each(["en", "ar", "id"] as const)("in %s, the wallet's texts with amounts", (locale) => {
    loadEveryDictionary();
    const LL = i18nObject(locale);
    const money = formatMoney(fromMajor(1214.5), locale);
    const texts = [
      LL.wallet.amountHint({ min: formatMoney(fromMajor(10), locale), max: formatMoney(fromMajor(10_000), locale) }),
      LL.wallet.success({ balance: money }),
      LL.wallet.successPending({ balance: money }),
    ];
    expect(texts.filter((text) => doubled.test(text))).toEqual([]);
  });
});
