import { APP_NAMESPACES, dictionariesChanged, isLocaleLoaded, isNamespaceLoaded } from "@/ui/i18n/namespaces";
import type { Locales, Translations } from "@/ui/i18n/i18n-types";
import { loadedLocales, locales } from "@/ui/i18n/i18n-util";
import { loadAllLocales } from "@/ui/i18n/i18n-util.sync";
// The provider puts the base English entry in place when first imported: that must come first.
import "@/ui/i18n/app-i18n-provider";

/**
 * Component tests render screens of every area, so every language is loaded at once with all its
 * namespaces (the app loads them with the pages, docs/i18n.md). The generated synchronous loader
 * skips a language already present, so the base-only entries the provider set are dropped first.
 */
export const loadEveryDictionary = (): void => {
  if (locales.every((locale) => isLocaleLoaded(locale) && APP_NAMESPACES.every((ns) => isNamespaceLoaded(locale, ns)))) return;
  for (const locale of locales) Reflect.deleteProperty(loadedLocales, locale);
  loadAllLocales();
  dictionariesChanged();
};

/** One language's whole dictionary: its base areas and every namespace. */
export const everyText = (locale: Locales): Translations => {
  loadEveryDictionary();
  return loadedLocales[locale];
};
