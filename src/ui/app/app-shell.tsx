import { useMutation } from "@tanstack/react-query";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { Suspense, useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { LoadingBar } from "@/ui/components/loading-bar/loading-bar";
import { PageLayout } from "@/ui/components/layout/page-layout";
import { SiteFooter } from "@/ui/components/layout/site-footer";
import { type SignedInUser, SiteHeader } from "@/ui/components/layout/site-header";
import { applyTheme, effectiveTheme, type Theme } from "@/ui/components/layout/theme";
import { lazyWhenOnline } from "@/ui/components/load-when-online";
import { LazyToastRegion } from "@/ui/components/toast/lazy-toast-region";
import { useHydrated } from "@/ui/components/use-hydrated";
import { useContainer } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { logoutMutation } from "@/ui/queries/session.mutations";
import { INITIAL_SESSION_STATE, type SessionState } from "@/application/state/session-state";
import { isIgnored } from "@/ui/app/access-guard";
import { prefixOf } from "@/ui/app/locale-prefix";
import { pageLinks } from "@/ui/app/page-links";
import { useShell } from "@/ui/app/shell-context";

/** SPEC §3/§6: what the header shows of a signed-in user (balance once read), null for a guest. */
export const headerUser = (state: Pick<SessionState, "user" | "balance">, currency: string): SignedInUser | null => {
  if (state.user === null) return null;
  return state.balance === null ? { currency } : { balanceFils: state.balance, currency };
};

/** Issue 13: the account-switch question's code loads only when a link asks it. */
const AccountSwitchPrompt = lazyWhenOnline(() =>
  import("@/ui/features/auth/account-switch-dialog").then((module) => module.AccountSwitchPrompt),
);

/** The theme the prerendered HTML shows (the toggle's state); the visitor's own follows hydration. */
const PRERENDER_THEME: Theme = "light";

const useTheme = (): [Theme, (theme: Theme) => void] => {
  const shell = useShell();
  const [theme, setTheme] = useState<Theme>(() => {
    // A stored choice applies from the first render: a reload keeps the chosen theme.
    const stored = shell.storedTheme();
    if (typeof document === "undefined") return PRERENDER_THEME;
    applyTheme(stored);
    return effectiveTheme(stored);
  });
  const choose = (next: Theme): void => {
    shell.storeTheme(next);
    applyTheme(next);
    setTheme(next);
  };
  return [useHydrated() ? theme : PRERENDER_THEME, choose];
};

/**
 * One part of the visit's state, re-rendering only when that part changes. The layout reads the
 * user, the balance and the cart's count only: a number toggle on the game page (the tickets
 * change) must not re-render the header, footer and page around it.
 */
const useSessionPart = <A,>(select: (state: SessionState) => A): A => {
  const { state } = useShell();
  const subscribe = useCallback((listener: () => void) => state.subscribe(listener), [state]);
  // The prerendered frame is a guest's with an empty cart: the browser hydrates it as that, then
  // renders the visitor's own state (docs/prerender.md).
  return useSyncExternalStore(
    subscribe,
    () => select(state.get()),
    () => select(INITIAL_SESSION_STATE),
  );
};

function Layout() {
  const shell = useShell();
  const { locale, setLocale } = useI18nContext();
  const user = useSessionPart((state) => state.user);
  const balance = useSessionPart((state) => state.balance);
  const cartCount = useSessionPart((state) => state.cart.items.length);
  const switchAsked = useSessionPart((state) => state.accountSwitch !== null);
  const isLoading = useRouterState({ select: (state) => state.status === "pending" });
  const links = useMemo(() => pageLinks(prefixOf(locale)), [locale]);
  const [theme, setTheme] = useTheme();
  const logout = useMutation(logoutMutation(useContainer()));
  const header = (
    <SiteHeader
      links={links}
      locale={locale}
      onLocaleChange={setLocale}
      theme={theme}
      onThemeChange={setTheme}
      cartCount={cartCount}
      user={headerUser({ user, balance }, shell.currency)}
      onSignOut={() => logout.mutate()}
    />
  );
  return (
    <>
      <LoadingBar isLoading={isLoading} />
      <PageLayout header={header} footer={<SiteFooter links={links} year={shell.clock.now().getFullYear()} />}>
        <Outlet />
      </PageLayout>
      <LazyToastRegion />
      {switchAsked ? (
        <Suspense fallback={null}>
          <AccountSwitchPrompt />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The root route's component: skip link, header (navigation, language, balance, cart), the page,
 * footer, toasts, the loading bar and, when a link asks it, the account-switch question. SPEC §2: the ignored well-known path renders nothing at all.
 */
export function AppShell() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return isIgnored(pathname) ? null : <Layout />;
}
