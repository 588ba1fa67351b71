import type { Locales } from "./i18n-types";

/** A language the UI speaks. Indonesian is `id` in code (STACK.md: `in` breaks the generator). */
export type AppLocale = Locales;

/** SPEC §1: the product's own language codes, used only at the edges (URL prefix, cookie, API). */
export type ProductLocaleCode = "en" | "ar" | "in";

export type TextDirection = "ltr" | "rtl";

/** SPEC §1: English is the default language. */
export const DEFAULT_LOCALE: AppLocale = "en";

export const APP_LOCALES: ReadonlyArray<AppLocale> = ["en", "ar", "id"];

const PRODUCT_CODE: Record<AppLocale, ProductLocaleCode> = { en: "en", ar: "ar", id: "in" };

/** SPEC §1: en-US, ar-SA and id-ID. */
const BCP47: Record<AppLocale, string> = { en: "en-US", ar: "ar-SA", id: "id-ID" };

/**
 * Tags for Intl and react-aria. Arabic keeps the Gregorian calendar (draw dates are Gregorian; some
 * engines default ar-SA to the Hijri one) and Latin digits (the same digits as the balls and the
 * numeric fields). SPEC §9: the Indonesian week starts on Monday.
 */
const INTL_TAG: Record<AppLocale, string> = {
  en: "en-US",
  ar: "ar-SA-u-ca-gregory-nu-latn",
  id: "id-ID-u-fw-mon",
};

export const isAppLocale = (value: string): value is AppLocale => (APP_LOCALES as ReadonlyArray<string>).includes(value);

/** SPEC §1: `in` → `id` (a canonicalised `id` is accepted too); anything else is not a language we speak. */
export const localeFromProductCode = (code: string): AppLocale | undefined => {
  const lower = code.toLowerCase();
  if (lower === "in") return "id";
  return isAppLocale(lower) ? lower : undefined;
};

/** SPEC §1: the code the product uses at its edges (`id` → `in`). */
export const productCode = (locale: AppLocale): ProductLocaleCode => PRODUCT_CODE[locale];

/** SPEC §1: Arabic is right-to-left. */
export const dir = (locale: AppLocale): TextDirection => (locale === "ar" ? "rtl" : "ltr");

/** The BCP-47 tag for `<html lang>`: en-US, ar-SA, id-ID. */
export const bcp47 = (locale: AppLocale): string => BCP47[locale];

/** The tag Intl formatters and react-aria's I18nProvider receive (see INTL_TAG). */
export const intlLocale = (locale: AppLocale): string => INTL_TAG[locale];

/** First day of the week for calendars, in react-aria's `firstDayOfWeek` spelling. SPEC §9. */
export const firstDayOfWeek = (locale: AppLocale): "sun" | "mon" => (locale === "id" ? "mon" : "sun");
