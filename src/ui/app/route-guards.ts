import { type ParsedLocation, redirect } from "@tanstack/react-router";
import type { ShellServices } from "@/ui/app/shell-services";
import { searchWithoutToken } from "@/domain/auth/sign-in-link";
import type { LocalePrefix } from "@/ui/app/locale-prefix";

/**
 * A token login in progress: a navigation started meanwhile (the use case itself replaces the
 * address to drop the token) waits for it, so the access rules see the signed-in user.
 */
const pendingLogins = new WeakMap<ShellServices, Promise<void>>();

/**
 * SPEC §2/§4 `?token=`: the `{-$locale}` route's `beforeLoad` hands an access token to the token
 * login and waits for it (and for one already under way) before any access rule runs. `token` is
 * undefined when the address has none or the page's token is its own (the email link's).
 */
export const settleTokenLogin = (shell: ShellServices, location: ParsedLocation, token: string | undefined): Promise<void> => {
  if (token !== undefined) {
    const login = shell.loginWithUrlToken(location.href).catch((error: unknown) => {
      console.error("Token login failed", error);
    });
    pendingLogins.set(shell, login);
    return login;
  }
  return pendingLogins.get(shell) ?? Promise.resolve();
};

const localeParams = (locale: LocalePrefix | undefined): { readonly locale?: LocalePrefix } =>
  locale === undefined ? {} : { locale };

/**
 * The `_auth` layout's rule (SPEC §2 "login required"): a visitor goes to the login page of the
 * page's language, carrying the page asked for (prefix and query, never the access token).
 * SPEC leaves the target "not shown"; docs/routing.md records this one. Replaces the history entry.
 */
export const requireSignedIn = (shell: ShellServices, location: ParsedLocation, locale: LocalePrefix | undefined): void => {
  if (shell.isSignedIn()) return;
  throw redirect({
    to: "/{-$locale}/login",
    params: localeParams(locale),
    search: { returnUrl: `${location.pathname}${searchWithoutToken(location.searchStr)}` },
    replace: true,
  });
};

/**
 * The `_guest` layout's rule (SPEC §2 "guests only"): a signed-in user goes to the home page of the
 * page's language, unless the page lets a user sign in again (/login?reauth=1, SPEC §8).
 */
export const requireGuest = (shell: ShellServices, locale: LocalePrefix | undefined, signsInAgain: boolean): void => {
  if (!shell.isSignedIn() || signsInAgain) return;
  throw redirect({ to: "/{-$locale}", params: localeParams(locale), replace: true });
};
