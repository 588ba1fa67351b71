import { accessDecision, isIgnoredPath, normalizePath } from "@/domain/routing/route-access";
import type { LocalePrefix } from "@/ui/app/locale-prefix";

/** SPEC §2: the query parameter that logs the user in. */
export const TOKEN_PARAM = "token";

/** Where the guard sends the user instead, as TanStack redirect options (locale prefix kept). */
export type AccessRedirect =
  | {
      readonly to: "/{-$locale}/login";
      readonly params: { readonly locale?: LocalePrefix };
      readonly search: { readonly returnUrl: string };
    }
  | { readonly to: "/{-$locale}"; readonly params: { readonly locale?: LocalePrefix } };

export interface AccessInput {
  /** The public path, locale prefix included ("/ar/wallet"). */
  readonly pathname: string;
  /** Its query string ("?step=4" or ""), kept in the returnUrl. */
  readonly searchStr: string;
  readonly signedIn: boolean;
  readonly locale: LocalePrefix | undefined;
}

const localeParams = (locale: LocalePrefix | undefined): { readonly locale?: LocalePrefix } =>
  locale === undefined ? {} : { locale };

/**
 * SPEC §2/§4 route access, with the domain's rule (src/domain/routing/route-access.ts):
 * login-required pages send guests to /login?returnUrl=<path>, guests-only pages send signed-in
 * users to /. The SPEC leaves both targets "not shown"; these are the ones docs/routing.md records.
 */
export const accessRedirect = (input: AccessInput): AccessRedirect | null => {
  const params = localeParams(input.locale);
  // The query goes along: /login?reauth=1 (SPEC §8) stays open to a signed-in user.
  switch (accessDecision(`${input.pathname}${input.searchStr}`, input.signedIn)) {
    case "needsLogin":
      return { to: "/{-$locale}/login", params, search: { returnUrl: `${input.pathname}${input.searchStr}` } };
    case "guestsOnly":
      return { to: "/{-$locale}", params };
    case "allow":
      return null;
  }
};

/**
 * Pages whose `token` parameter is something else: the email verification link carries its own
 * one-time token (/confirm/verify-email?token=…), which must reach that page, not the login.
 */
const OWN_TOKEN_PAGES: ReadonlyArray<string> = ["/confirm/verify-email"];

/** SPEC §2: whether the `token` parameter of this page is an access token that logs the user in. */
export const tokenLogsIn = (pathname: string): boolean => !OWN_TOKEN_PAGES.includes(normalizePath(pathname));

/** SPEC §2: the access token a link carries in its `token` query parameter, if any. */
export const tokenFromSearch = (search: Readonly<Record<string, unknown>>): string | undefined => {
  const token = search[TOKEN_PARAM];
  return typeof token === "string" && token.trim() !== "" ? token.trim() : undefined;
};

/** A query string without the access token ("?token=a&step=4" → "?step=4"): never kept in a returnUrl. */
export const searchWithoutToken = (searchStr: string): string => {
  const params = new URLSearchParams(searchStr);
  params.delete(TOKEN_PARAM);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
};

/** SPEC §2: the well-known app-specific paths are caught and ignored (no page, no tracking). */
export const isIgnored = (pathname: string): boolean => isIgnoredPath(pathname);
