import { Result } from "effect";
import { stripLocalePrefix } from "@/domain/i18n/language";
import { sitePath, type UnsafeLink } from "@/domain/routing/safe-link";

/**
 * SPEC §1: app mode is on when the host name contains the WORD app, any case: a label
 * (app.example.com, my.app) or a word of a label between hyphens, digits or other non-letters
 * (example-app.com, app2.example.com). "app" inside a longer word is not it: happy.com,
 * whatsapp.com, apple.com, lottoapp.example, apps.example.com are the website.
 */
export const isAppMode = (hostname: string): boolean =>
  hostname
    .toLowerCase()
    .split(/[^a-z]+/)
    .includes("app");

/**
 * SPEC §2 app redirect: these paths open on the main app domain, every other path on the mobile-app
 * domain. Matching is by path without its locale prefix (/ar/wallet is /wallet; the link keeps the
 * prefix) and without a trailing slash, so /wallet with any query, including step=4, uses the
 * main domain in every language.
 */
export const MAIN_DOMAIN_PATHS: ReadonlyArray<string> = [
  "/buy/green-certificates",
  "/wallet",
  "/personal-detail",
  "/login",
  "/numbers",
];

const pathnameOf = (path: string): string => {
  const pathname = stripLocalePrefix(path.split(/[?#]/)[0] ?? "")
    .toLowerCase()
    .replace(/\/+$/, "");
  return pathname === "" ? "/" : pathname;
};

export const usesMainDomain = (path: string): boolean => MAIN_DOMAIN_PATHS.includes(pathnameOf(path));

export interface AppRedirectInput {
  /** Site path with optional query, e.g. "/wallet?step=4". */
  readonly path: string;
  readonly accessToken: string | null;
  /** Origins such as "https://www.example.com" (configuration). */
  readonly mainDomain: string;
  readonly appDomain: string;
}

/**
 * SPEC §2: the redirect link, with token=<t> when an access token exists, else isApp=true. The path
 * is resolved on the chosen domain's origin by the URL parser and must stay there ({@link sitePath}):
 * "/\\evil.example", an encoded "//" or a path hiding a tab is refused with {@link UnsafeLink}, so
 * the token is never attached to an address on another origin.
 */
export const appRedirectUrl = ({
  path,
  accessToken,
  mainDomain,
  appDomain,
}: AppRedirectInput): Result.Result<string, UnsafeLink> => {
  const relative = path.startsWith("/") && !path.startsWith("//") ? path : `/${path.replace(/^\/+/, "")}`;
  const origin = new URL(usesMainDomain(relative) ? mainDomain : appDomain).origin;
  return Result.map(sitePath(relative, origin), (onSite) => {
    const url = new URL(onSite, origin);
    if (accessToken !== null && accessToken !== "") url.searchParams.set("token", accessToken);
    else url.searchParams.set("isApp", "true");
    return url.toString();
  });
};

/** SPEC §2: in app mode the link opens a new browser window (and an open-new-browser message is posted). */
type AppOpening =
  { readonly _tag: "OpenNewBrowser"; readonly url: string } | { readonly _tag: "NavigateInPage"; readonly url: string };

export type AppNavigation =
  | AppOpening
  /** The path would leave the domain (see {@link appRedirectUrl}): nothing is opened. */
  | { readonly _tag: "Refused"; readonly reason: UnsafeLink["reason"] };

export const appNavigation = (appMode: boolean, url: string): AppOpening =>
  appMode ? { _tag: "OpenNewBrowser", url } : { _tag: "NavigateInPage", url };
