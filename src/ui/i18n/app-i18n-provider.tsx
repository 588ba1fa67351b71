import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { LocaleProvider } from "@/ui/components/locale-provider";
import en from "./en";
import { I18nContext } from "./i18n-react";
import type { Translations } from "./i18n-types";
import { loadFormatters, loadLocaleAsync } from "./i18n-util.async";
import { i18nObject, loadedLocales } from "./i18n-util";
import { type AppLocale, bcp47, DEFAULT_LOCALE, dir, intlLocale } from "./locale";

// The base locale ships with the first bundle so the app never renders without text;
// ar and id are separate chunks loaded on demand. The cast is the one the generated loaders make:
// base strings declare parameter types ("{time:string}") that the plain Translation type omits.
loadedLocales.en = en as unknown as Translations;
loadFormatters("en");

const isLoaded = (locale: AppLocale): boolean => locale in loadedLocales;

/**
 * Loads one language's dictionary (a separate chunk). Await it before the first render to avoid
 * showing the base language first. SPEC §8: a failed locale load is only logged.
 */
export const preloadLocale = async (locale: AppLocale): Promise<boolean> => {
  if (isLoaded(locale)) return true;
  try {
    await loadLocaleAsync(locale);
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
  const value = useMemo(() => ({ locale: active, LL: i18nObject(active), setLocale }), [active, setLocale]);
  return (
    <I18nContext.Provider value={value}>
      <LocaleProvider locale={intlLocale(active)}>{children}</LocaleProvider>
    </I18nContext.Provider>
  );
}
