import type { FormattersInitializer } from "typesafe-i18n";
import type { Formatters, Locales } from "./i18n-types";

/**
 * In-string formatters. None yet: money, dates and countdowns are formatted with plain Intl in
 * ./format.ts and passed into translations as strings, so each screen picks its own style.
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = () => {
  const formatters: Formatters = {};
  return formatters;
};
