import { type AnyRouteMatch, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { stripLocalePrefix } from "@/domain/i18n/language";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { productCode } from "@/ui/i18n/locale";
import { isIgnored } from "@/ui/app/access-guard";
import { writePageHead } from "@/ui/app/document-head";
import { useShell } from "@/ui/app/shell-context";

/** 404 when a page is missing, 500 when one failed, undefined for a page that rendered. */
export const pageStatus = (matches: ReadonlyArray<Pick<AnyRouteMatch, "status" | "_notFound">>): 404 | 500 | undefined => {
  if (matches.some((match) => match.status === "notFound" || match._notFound === true)) return 404;
  if (matches.some((match) => match.status === "error")) return 500;
  return undefined;
};

/** SPEC §2 /{slug}: a notFound thrown there is SPEC §8's failed page validation (no game has the slug). */
const SLUG_ROUTE_ID = "/{-$locale}/$slug";

/**
 * SPEC §2/§8 tell two 404s apart: a page whose validation failed ('Page Not Found: {path}', an
 * unknown game slug on /{slug} or /ar/{slug}) and an address no route matches ('Page not found:
 * {path}', several segments, /id/faq …).
 */
export const notFoundKind = (
  matches: ReadonlyArray<Pick<AnyRouteMatch, "routeId" | "status" | "_notFound">>,
): "invalidPage" | "unmatched" => {
  // `_notFound` marks the route showing an unmatched address (the root: create-app-router.ts).
  if (matches.some((match) => match._notFound === true)) return "unmatched";
  return matches.some((match) => match.routeId === SLUG_ROUTE_ID && match.status === "notFound") ? "invalidPage" : "unmatched";
};

/**
 * SPEC §2 once a navigation has resolved: on every one (query-only included) the campaign capture
 * and last visited path; on a path change also the page view, the touch point for signed-in users
 * and the page's title and description (SEO service, else the fallbacks of SPEC §2/§8). The
 * ignored well-known path is left alone.
 */
export function NavigationEffects() {
  const shell = useShell();
  const { LL, locale } = useI18nContext();
  const resolved = useRouterState({ select: (state) => state.resolvedLocation });
  const status = useRouterState({ select: (state) => pageStatus(state.matches) });
  const missing = useRouterState({ select: (state) => notFoundKind(state.matches) });
  const latest = useRef(0);
  const trackedPath = useRef<string | undefined>(undefined);
  const pathname = resolved?.pathname;
  const searchStr = resolved?.searchStr ?? "";

  useEffect(() => {
    if (pathname === undefined || isIgnored(pathname)) return;
    // A query-only navigation (same path, other ?search) still keeps the last visited path and
    // captures campaign parameters (SPEC §2, §3); page view and touch point wait for a path change.
    const pathChanged = trackedPath.current !== pathname;
    trackedPath.current = pathname;
    void shell.trackNavigation({ path: pathname, search: searchStr, url: window.location.href, pathChanged });
  }, [shell, pathname, searchStr]);

  // A new page reached in the app (not the first load): focus lost or out of view goes to its
  // heading (route-focus.ts). The module is loaded on the first such navigation, never by a first view.
  const shownPath = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (pathname === undefined) return;
    const first = shownPath.current === undefined;
    shownPath.current = pathname;
    if (first) return;
    let cancel = (): void => {};
    let cancelled = false;
    void import("./route-focus").then(({ focusPageHeadingWhenLost }) => {
      if (!cancelled) cancel = focusPageHeadingWhenLost(document);
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [pathname]);

  useEffect(() => {
    if (pathname === undefined || isIgnored(pathname)) return;
    const request = ++latest.current;
    // SPEC §2: the title of an error page is the status code plus the page's own message.
    const message =
      status !== 404
        ? LL.errors.internalServerError()
        : missing === "invalidPage"
          ? LL.errors.pageNotFoundInvalid({ path: pathname })
          : LL.errors.pageNotFoundPath({ path: pathname });
    void shell
      .pageMetadata({
        path: stripLocalePrefix(pathname),
        language: productCode(locale),
        defaults: { title: LL.shell.seo.defaultTitle(), description: LL.shell.seo.defaultDescription() },
        ...(status === undefined ? {} : { status, message }),
      })
      .then((head) => {
        // A later navigation's answer may already be there: never overwrite it with an older one.
        if (request === latest.current) writePageHead(document, head);
      });
  }, [shell, LL, locale, pathname, status, missing]);

  return null;
}
