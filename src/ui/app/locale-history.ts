import { localeFromProductCode } from "@/ui/i18n/locale";
import { prefixOfPath, withLocalePrefix } from "@/ui/app/locale-prefix";

/**
 * A use case names plain paths ("/login" after logout, "/checkout" after login); the user stays in
 * the language of the page they are on. A target that carries its own prefix (a returnUrl) is kept.
 */
export const keepLocalePrefix = (target: string, currentPath: string): string => {
  if (prefixOfPath(target) !== undefined) return target;
  const current = prefixOfPath(currentPath);
  const locale = current === undefined ? undefined : localeFromProductCode(current);
  return locale === undefined ? target : withLocalePrefix(target, locale);
};

interface BrowserHistory {
  readonly location: { readonly pathname: string };
  push(path: string): void;
  replace(path: string): void;
}

/** The router's history as the navigator adapter gets it: every target keeps the page's prefix. */
export const localeKeepingHistory = (history: BrowserHistory) => ({
  history: {
    push: (path: string) => history.push(keepLocalePrefix(path, history.location.pathname)),
    replace: (path: string) => history.replace(keepLocalePrefix(path, history.location.pathname)),
  },
});
