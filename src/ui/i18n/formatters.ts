import type { FormattersInitializer } from "typesafe-i18n";
import { formatNumber } from "./format";
import type { Formatters, Locales } from "./i18n-types";

/**
 * In-string formatters. One: `count` writes a number as formatNumber does in the language
 * ("1,200"), for a count that also chooses a plural form (`{quantity:number|count} {{play|plays}}`):
 * the plural needs the number itself, so such a count cannot be passed in already formatted.
 * Money, dates and countdowns are formatted with plain Intl in ./format.ts and passed into
 * translations as strings, so each screen picks its own style.
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale) => ({
  count: (value: number) => formatNumber(value, locale),
});
