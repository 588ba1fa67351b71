import { stripLocalePrefix } from "@/domain/i18n/language";

/** SPEC §2 access column. */
export type RouteAccess = "open" | "guestsOnly" | "loginRequired";

/** SPEC §2: the named routes and their access; any other single segment is the lotto game page. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  "/": "open",
  "/faq": "open",
  "/draws": "open",
  "/numbers": "open",
  "/about-us": "open",
  "/checkout": "open",
  "/thank-you": "open",
  "/contact-us": "open",
  "/watch-live": "open",
  "/download-apps": "open",
  "/prize-breakdown": "open",
  "/brand-ambassador": "open",
  "/payment/successful": "open",
  "/unsuccessful-payment": "open",
  "/payment/green-certificate-generating": "open",
  "/buy/green-certificates": "open",
  "/confirm/verify-email": "open",
  "/email-confirmation": "open",
  "/registration-completed": "open",
  "/register/otp": "open",
  "/login": "guestsOnly",
  "/register": "guestsOnly",
  "/forgot-password": "guestsOnly",
  "/favourite": "loginRequired",
  "/wallet": "loginRequired",
  "/notifications": "loginRequired",
  "/delete-account": "loginRequired",
  "/change-password": "loginRequired",
  "/personal-detail": "loginRequired",
};

/** Path only: no query or fragment, locale prefix stripped, trailing slash dropped, lowercase. */
export const normalizePath = (path: string): string => {
  const bare = stripLocalePrefix((path.split(/[?#]/)[0] ?? "/").replace(/\/{2,}/g, "/")).toLowerCase();
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : bare;
};

/** SPEC §2: "a well-known app-specific path is caught and ignored" (/.well-known/…). */
export const isIgnoredPath = (path: string): boolean => normalizePath(path).startsWith("/.well-known/");

/** SPEC §2 route name: the table's name, "slug" for another single segment, null when unknown. */
export const routeName = (path: string): string | null => {
  const bare = normalizePath(path);
  if (bare === "/") return "index";
  if (bare in ROUTE_ACCESS) return bare.slice(1).replaceAll("/", "-");
  return /^\/[^/]+$/.test(bare) ? "slug" : null;
};

/** SPEC §2: the access rule of a path. Unknown paths (the error page) are open. */
export const routeAccess = (path: string): RouteAccess => ROUTE_ACCESS[normalizePath(path)] ?? "open";

/**
 * SPEC §8: a 401 whose message is not "unauthorized" sends the user to /login without logging out.
 * That visit carries `reauth=1`, so the guests-only rule does not bounce the still-signed-in user
 * back to / (which would hide the login page): /login shows its form, and signing in replaces the
 * session (docs/routing.md).
 */
export const REAUTH_PARAM = "reauth";

const asksToSignInAgain = (path: string): boolean => {
  const query = /\?([^#]*)/.exec(path)?.[1] ?? "";
  return normalizePath(path) === "/login" && new URLSearchParams(query).get(REAUTH_PARAM) === "1";
};

/** SPEC §4 route access, as a decision the router turns into a redirect (targets: SPEC "not shown"). */
export type AccessDecision = "allow" | "needsLogin" | "guestsOnly";

/** `path` may carry its query: /login?reauth=1 stays open to a signed-in user (SPEC §8). */
export const accessDecision = (path: string, loggedIn: boolean): AccessDecision => {
  const access = routeAccess(path);
  if (access === "loginRequired" && !loggedIn) return "needsLogin";
  if (access === "guestsOnly" && loggedIn && !asksToSignInAgain(path)) return "guestsOnly";
  return "allow";
};
