/**
 * SPEC §1/§9 languages. The product speaks of `en`, `ar` and `in` (URL prefix, cookie, API); inside
 * the code Indonesian is `id`, the code browsers and Intl canonicalise `in` to.
 */
export type ProductLanguage = "en" | "ar" | "in";
export type CodeLanguage = "en" | "ar" | "id";

export const DEFAULT_LANGUAGE: CodeLanguage = "en";

/** SPEC §4: the language cookie lives 365 days. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** SPEC §1: en-US, ar-SA, id-ID. */
export const LOCALE_TAGS: Readonly<Record<CodeLanguage, string>> = { en: "en-US", ar: "ar-SA", id: "id-ID" };

export const toCodeLanguage = (language: ProductLanguage): CodeLanguage => (language === "in" ? "id" : language);
export const toProductLanguage = (language: CodeLanguage): ProductLanguage => (language === "id" ? "in" : language);

/** Reads a language from a cookie, URL or header value: "in", "id", "ar-SA", "EN" … or null. */
export const parseLanguage = (text: string | null | undefined): CodeLanguage | null => {
  const primary = (text ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (primary === "in" || primary === "id") return "id";
  return primary === "en" || primary === "ar" ? primary : null;
};

/** SPEC §1: Arabic is written right to left. */
export const textDirection = (language: CodeLanguage): "rtl" | "ltr" => (language === "ar" ? "rtl" : "ltr");

/**
 * SPEC §9: the Indonesian week starts on Monday. The SPEC says nothing of the others; they keep the
 * Sunday start of their date pickers. 0 = Sunday, 1 = Monday.
 */
export const weekStartsOn = (language: CodeLanguage): 0 | 1 => (language === "id" ? 1 : 0);

/** SPEC §9: date-locale codes are the product codes en, ar, in. */
export const dateLocaleCode = (language: CodeLanguage): ProductLanguage => toProductLanguage(language);

/** SPEC §2: locale-prefixed routes; /ar and /in (and /id) prefixes name the language. */
const LOCALE_PREFIX = /^\/(ar|in|id)(?=\/|$|\?|#)/i;

/** The language a path's prefix names, if any. */
export const languageFromPath = (path: string): CodeLanguage | null => {
  const prefix = LOCALE_PREFIX.exec(path)?.[1];
  return prefix === undefined ? null : parseLanguage(prefix);
};

/** The path without its locale prefix ("/ar/wallet" → "/wallet", "/in" → "/"). */
export const stripLocalePrefix = (path: string): string => {
  const stripped = path.replace(LOCALE_PREFIX, "");
  return stripped === "" || !stripped.startsWith("/") ? `/${stripped}` : stripped;
};
