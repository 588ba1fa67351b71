import { stripLocalePrefix } from "@/domain/i18n/language";

/** Path only: no query or fragment, locale prefix stripped, trailing slash dropped, lowercase. */
export const normalizePath = (path: string): string => {
  const bare = stripLocalePrefix((path.split(/[?#]/)[0] ?? "/").replace(/\/{2,}/g, "/")).toLowerCase();
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : bare;
};

/** SPEC §2: "a well-known app-specific path is caught and ignored" (/.well-known/…). */
export const isIgnoredPath = (path: string): boolean => normalizePath(path).startsWith("/.well-known/");

/**
 * SPEC §8: a 401 whose message is not "unauthorized" sends the user to /login without logging out.
 * That visit carries `reauth=1`, so the guests-only rule does not bounce the still-signed-in user
 * back to / (which would hide the login page): /login shows its form, and signing in replaces the
 * session. The access rules themselves are the route tree's `_auth` and `_guest` layouts (docs/routing.md).
 */
export const REAUTH_PARAM = "reauth";
