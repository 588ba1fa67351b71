import { useRouter, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useCallback, useState } from "react";
import { AppI18nProvider } from "@/ui/i18n/app-i18n-provider";
import type { AppLocale } from "@/ui/i18n/locale";
import { withLocalePrefix } from "@/ui/app/locale-prefix";
import { NavigationEffects } from "@/ui/app/navigation-effects";
import { useShell } from "@/ui/app/shell-context";

/**
 * The language of the page (SPEC §1/§2/§4): the address's prefix, else the language cookie, else
 * English. Switching language stores the cookie and shows the same page under the new prefix.
 * Rendered inside the router (its `InnerWrap`), so error pages are translated too.
 */
export function LocalizedApp({ children }: { readonly children: ReactNode }) {
  const shell = useShell();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The cookie is not React state: a switch that keeps the address (an unprefixed page read
  // in the cookie's language) must still render again.
  const [, setSwitches] = useState(0);
  const locale = shell.resolveLanguage(pathname);
  const onLocaleChange = useCallback(
    (next: AppLocale) => {
      shell.rememberLanguage(next);
      setSwitches((count) => count + 1);
      void router.navigate({ href: withLocalePrefix(router.state.location.href, next) });
    },
    [shell, router],
  );
  return (
    <AppI18nProvider locale={locale} onLocaleChange={onLocaleChange}>
      <NavigationEffects />
      {children}
    </AppI18nProvider>
  );
}
