import { languageFromPath, stripLocalePrefix } from "@/domain/i18n/language";
import { type AppLocale, DEFAULT_LOCALE, localeFromProductCode, productCode } from "@/ui/i18n/locale";

/**
 * SPEC §1/§2 locale-prefixed routes: English is unprefixed, Arabic lives under /ar and Indonesian
 * under /in (the product's code; `id` only inside the code, STACK.md). The route tree expresses this
 * with the optional path parameter `{-$locale}` (docs/routing.md).
 */
export type LocalePrefix = "ar" | "in";

export const LOCALE_PREFIXES: ReadonlyArray<LocalePrefix> = ["ar", "in"];

const isLocalePrefix = (value: string): value is LocalePrefix => (LOCALE_PREFIXES as ReadonlyArray<string>).includes(value);

/**
 * The `params.parse` gate of the `{-$locale}` segment: an absent segment or one of the prefixes
 * matches; anything else returns false so the router tries the other routes (e.g. /faq/x → 404).
 */
export const parseLocaleParam = (raw: {
  readonly locale?: string | undefined;
}): { locale?: LocalePrefix | undefined } | false => {
  if (raw.locale === undefined) return {};
  return isLocalePrefix(raw.locale) ? { locale: raw.locale } : false;
};

/** True when a single path segment names a language (so /ar, /in, /id are never a game slug). */
export const isLanguageSegment = (segment: string): boolean => languageFromPath(`/${segment}`) !== null;

/** The URL prefix of a language: none for English (SPEC §2: English unprefixed). */
export const prefixOf = (locale: AppLocale): LocalePrefix | undefined => {
  const code = productCode(locale);
  return code === "en" ? undefined : code;
};

/**
 * The language a page speaks: the URL prefix wins, else the language cookie (SPEC §4: restored on
 * later visits), else English.
 */
export const resolveLocale = (prefix: string | undefined, cookie: string | undefined): AppLocale => {
  const fromPrefix = prefix === undefined ? undefined : localeFromProductCode(prefix);
  if (fromPrefix !== undefined) return fromPrefix;
  const fromCookie = cookie === undefined ? undefined : localeFromProductCode(cookie);
  return fromCookie ?? DEFAULT_LOCALE;
};

/** The prefix of a public path ("/ar/faq?x=1" → "ar"), undefined when unprefixed. */
export const prefixOfPath = (path: string): LocalePrefix | undefined => {
  const language = languageFromPath(path);
  return language === null || language === "en" ? undefined : prefixOf(language);
};

/**
 * SPEC §2 language switcher: the same page under the other language's prefix, query and hash kept
 * ("/ar/wallet?step=4" → "/in/wallet?step=4", "/in" → "/").
 */
export const withLocalePrefix = (path: string, locale: AppLocale): string => {
  const bare = stripLocalePrefix(path);
  const prefix = prefixOf(locale);
  if (prefix === undefined) return bare;
  return bare === "/" || /^\/[?#]/.test(bare) ? `/${prefix}${bare.slice(1)}` : `/${prefix}${bare}`;
};
