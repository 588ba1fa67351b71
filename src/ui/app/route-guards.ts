import { type ParsedLocation, redirect } from "@tanstack/react-router";
import type { ShellServices } from "@/ui/app/shell-services";
import { accessRedirect, searchWithoutToken, tokenFromSearch, tokenLogsIn } from "@/ui/app/access-guard";
import type { LocalePrefix } from "@/ui/app/locale-prefix";

/**
 * A token login in progress: a navigation started meanwhile (the use case itself replaces the
 * address to drop the token) waits for it, so the guard sees the signed-in user.
 */
const pendingLogins = new WeakMap<ShellServices, Promise<void>>();

/** The access token of the address, when this page's `token` is one. */
const urlAccessToken = (location: ParsedLocation): string | undefined =>
  tokenLogsIn(location.pathname) ? tokenFromSearch(location.search as Record<string, unknown>) : undefined;

const settleTokenLogin = (shell: ShellServices, location: ParsedLocation): Promise<void> => {
  if (urlAccessToken(location) !== undefined) {
    const login = shell.loginWithUrlToken(location.href).catch((error: unknown) => {
      console.error("Token login failed", error);
    });
    pendingLogins.set(shell, login);
    return login;
  }
  return pendingLogins.get(shell) ?? Promise.resolve();
};

/**
 * The `beforeLoad` of every page (SPEC §2, §4): first the `token` query login, then the access
 * rule of the page — guests to /login?returnUrl=<path>, signed-in users away from guests-only pages.
 */
export async function guardNavigation(
  shell: ShellServices,
  location: ParsedLocation,
  locale: LocalePrefix | undefined,
): Promise<void> {
  await settleTokenLogin(shell, location);
  const target = accessRedirect({
    pathname: location.pathname,
    searchStr: tokenLogsIn(location.pathname) ? searchWithoutToken(location.searchStr) : location.searchStr,
    signedIn: shell.isSignedIn(),
    locale,
  });
  if (target !== null) throw redirect({ ...target, replace: true });
}
