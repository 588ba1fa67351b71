import { describe, expect, it } from "vitest";
import ar from "@/ui/i18n/ar";
import en from "@/ui/i18n/en";
import id from "@/ui/i18n/id";
import { APP_NAMESPACES } from "@/ui/i18n/namespaces";
import { everyText } from "./every-dictionary";

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a dictionary as [dotted key, text]. */
const leaves = (tree: Tree, prefix = ""): Array<readonly [string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as const] : leaves(value, `${prefix}${key}.`),
  );

/** "{time:string}" and "{time}" name the same parameter; plural forms ("{{item}}", "{{a|b}}") are none. */
const params = (text: string): string[] =>
  [...text.replace(/\{\{[^}]*\}\}/g, "").matchAll(/\{(\w+)(?::\w+)?\}/g)].map((match) => match[1] ?? "").sort();

// Whole dictionaries: the base areas and every namespace.
const base = new Map(leaves(everyText("en") as unknown as Tree));

/**
 * Texts that are rightly the same as English: the brand name and the languages' own names
 * (each language is offered in its own script whatever the current language), and texts with no
 * words at all (numbers, symbols, parameters).
 */
const PROPER_NOUNS = new Set(["Lotto Shop", "English", "العربية", "Bahasa Indonesia"]);
/** Words the language shares with English: Indonesian "Menu" is the standard (KBBI) word. */
const SAME_WORD: Record<string, ReadonlySet<string>> = { ar: new Set(), id: new Set(["Menu"]) };
const mayEqualEnglish = (language: string, text: string): boolean =>
  PROPER_NOUNS.has(text) || (SAME_WORD[language]?.has(text) ?? false) || !/\p{L}/u.test(text.replace(/\{[^}]*\}/g, ""));

describe.each([
  ["ar", everyText("ar") as unknown as Tree],
  ["id", everyText("id") as unknown as Tree],
])("the %s dictionary", (language, dictionary) => {
  const entries = leaves(dictionary);

  it("has exactly the base locale's keys", () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...base.keys()].sort());
  });

  it("has no empty text", () => {
    expect(entries.filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  it("translates every text (except proper nouns)", () => {
    const untranslated = entries.filter(([key, text]) => text === base.get(key) && !mayEqualEnglish(language, text));
    expect(untranslated).toEqual([]);
  });

  it("keeps every parameter of the English text", () => {
    const mismatched = entries.filter(([key, text]) => params(text).join() !== params(base.get(key) ?? "").join());
    expect(mismatched).toEqual([]);
  });
});

describe("English texts of the SPEC §8 catalogue are the SPEC strings", () => {
  it.each([
    [en.errors.voucherRedeemFailed, "Failed to redeem voucher"],
    [en.errors.pageNotFoundPath, "Page not found: {path:string}"],
    [en.errors.pageNotFoundInvalid, "Page Not Found: {path:string}"],
    [en.errors.pageNotFound, "Page Not Found"],
    [en.errors.internalServerError, "Internal Server Error"],
    [en.validation.invalidInput, "Invalid input"],
  ])("%s", (text, expected) => {
    expect(text).toBe(expected);
  });

  it.each([
    ["voucherBanned10Minutes", "10 minutes"],
    ["voucherBanned1Day", "1 day"],
  ] as const)("%s names the ban length (%s) and the time after which to use it", (key, length) => {
    expect(en.errors[key]).toContain(length);
    expect(en.errors[key]).toContain("use it after {time:string}");
  });
});

describe("navigation labels (SPEC §2)", () => {
  it("has one label per page in every language", () => {
    const pages = Object.keys(en.layout.nav);
    expect(pages.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(ar.layout.nav)).toEqual(pages);
    expect(Object.keys(id.layout.nav)).toEqual(pages);
  });
});

describe("namespaces (docs/i18n.md)", () => {
  it.each([
    ["en", en as Tree],
    ["ar", ar as Tree],
    ["id", id as Tree],
  ])("the %s base dictionary of the first bundle leaves them out", (_name, dictionary) => {
    expect(Object.keys(dictionary).filter((area) => (APP_NAMESPACES as ReadonlyArray<string>).includes(area))).toEqual([]);
  });

  it.each(APP_NAMESPACES)("%s is in every whole dictionary", (namespace) => {
    for (const locale of ["en", "ar", "id"] as const) expect(Object.keys(everyText(locale)[namespace]).length).toBeGreaterThan(0);
  });
});
