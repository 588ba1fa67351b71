import { i18nObject as typesafeI18nObject } from "typesafe-i18n";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from "react";
import { LocaleProvider } from "@/ui/components/locale-provider";
import en from "./en";
import { I18nContext } from "./i18n-react";
import type { Formatters, TranslationFunctions, Translations } from "./i18n-types";
import { loadFormatters, loadLocaleAsync } from "./i18n-util.async";
import { loadedFormatters, loadedLocales } from "./i18n-util";
import { type AppLocale, bcp47, DEFAULT_LOCALE, dir, intlLocale } from "./locale";
import {
  dictionariesChanged,
  isLocaleLoaded,
  isNamespaceLoaded,
  loadNamespaces,
  namespacesInUse,
  subscribeDictionaries,
} from "./namespaces";

// The base locale ships with the first bundle so the app never renders without text;
// ar and id are separate chunks loaded on demand. The cast is the one the generated loaders make:
// base strings declare parameter types ("{time:string}") that the plain Translation type omits.
loadedLocales.en = en as unknown as Translations;
loadFormatters("en");

/**
 * A language is ready when its base areas and every namespace this visit has shown are loaded, so
 * switching language never shows the page on screen with an area missing (docs/i18n.md).
 */
const isLoaded = (locale: AppLocale): boolean =>
  isLocaleLoaded(locale) && namespacesInUse().every((namespace) => isNamespaceLoaded(locale, namespace));

const loadBase = async (locale: AppLocale): Promise<void> => {
  if (isLocaleLoaded(locale)) return;
  await loadLocaleAsync(locale);
  dictionariesChanged();
};

/**
 * Loads one language's dictionary (a separate chunk) with the namespaces in use. Await it before
 * the first render to avoid showing the base language first. SPEC §8: a failed locale load is
 * only logged.
 */
export const preloadLocale = async (locale: AppLocale): Promise<boolean> => {
  if (isLoaded(locale)) return true;
  try {
    await Promise.all([loadBase(locale), loadNamespaces(locale, namespacesInUse())]);
    return true;
  } catch (error) {
    console.error(`Could not load the "${locale}" translations`, error);
    return false;
  }
};

/**
 * Keeps `<html lang dir>` in step with the active language (screen readers, RTL layout). A layout
 * effect, so Arabic text is never painted in a left-to-right page.
 */
const useDocumentLanguage = (locale: AppLocale): void => {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = bcp47(locale);
    root.dir = dir(locale);
  }, [locale]);
};

/**
 * The language's dictionary as it is now. A namespace that arrives replaces the dictionary object
 * (typesafe-i18n merges into a copy), so the provider renders again and makes a new `LL`: the one
 * made before copied the areas it had and would never see the new one. The prerender and the
 * hydrating browser have loaded the page's dictionaries before rendering, so both read the same.
 */
const useDictionary = (locale: AppLocale): Translations => {
  const read = () => loadedLocales[locale];
  return useSyncExternalStore(subscribeDictionaries, read, read);
};

const translationFunctions = (locale: AppLocale, dictionary: Translations): TranslationFunctions =>
  typesafeI18nObject<AppLocale, Translations, TranslationFunctions, Formatters>(locale, dictionary, loadedFormatters[locale]);

/** The requested language, and the last one whose dictionary is ready (shown meanwhile). */
const useLoadedLocale = (requested: AppLocale): AppLocale => {
  const [active, setActive] = useState<AppLocale>(() => (isLoaded(requested) ? requested : DEFAULT_LOCALE));
  useEffect(() => {
    let current = true;
    void preloadLocale(requested).then((ok) => {
      if (current && ok) setActive(requested);
    });
    return () => {
      current = false;
    };
  }, [requested]);
  return isLoaded(requested) ? requested : active;
};

export interface AppI18nProviderProps {
  readonly locale: AppLocale;
  /** Called when a component asks to switch language (the shell updates the URL and cookie). */
  readonly onLocaleChange?: (locale: AppLocale) => void;
  readonly children: ReactNode;
}

/**
 * Provides typesafe-i18n's `LL` (read it with `useI18nContext()` from ./i18n-react) and
 * react-aria's locale, and sets `<html lang dir>`. The `locale` prop is the source of truth.
 */
export function AppI18nProvider({ locale, onLocaleChange, children }: AppI18nProviderProps) {
  // A language asked for from inside (setLocale) holds until the prop itself changes.
  const [asked, setAsked] = useState<{ readonly whileProp: AppLocale; readonly locale: AppLocale } | null>(null);
  const requested = asked !== null && asked.whileProp === locale ? asked.locale : locale;
  const active = useLoadedLocale(requested);
  useDocumentLanguage(active);
  const setLocale = useCallback(
    (next: AppLocale) => {
      setAsked({ whileProp: locale, locale: next });
      onLocaleChange?.(next);
    },
    [locale, onLocaleChange],
  );
  const dictionary = useDictionary(active);
  const value = useMemo(
    () => ({ locale: active, LL: translationFunctions(active, dictionary), setLocale }),
    [active, dictionary, setLocale],
  );
  return (
    <I18nContext.Provider value={value}>
      <LocaleProvider locale={intlLocale(active)}>{children}</LocaleProvider>
    </I18nContext.Provider>
  );
}
