import { type ErrorComponentProps, useRouter, useRouterState } from "@tanstack/react-router";
import { Suspense, useCallback, useEffect, useState } from "react";
import { browserConnection, lazyWhenOnline } from "@/ui/components/load-when-online";
import { ErrorPage } from "@/ui/pages/error-page";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { isBot } from "@/ui/app/bot-detection";
import { isChunkLoadError } from "@/ui/app/chunk-reload-guard";
import { useShell } from "@/ui/app/shell-context";
import { isolated } from "@/ui/components/bidi";

/** Loaded only when a bot meets an error, so the home page's code stays out of the first bundle. */
const HomePage = lazyWhenOnline(() => import("@/ui/pages/home-page").then((module) => module.HomePage));

const usePublicPath = (): string => useRouterState({ select: (state) => state.location.pathname });

/**
 * SPEC §8: bots do not see the error page. They get the home content instead, marked noindex so
 * the address does not enter the index as a copy of the home page (docs/routing.md).
 */
function BotHome() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Suspense fallback={null}>
        <HomePage />
      </Suspense>
    </>
  );
}

const crawlerVisit = (): boolean => typeof navigator !== "undefined" && isBot(navigator.userAgent);

/** SPEC §2: an unmatched address — 'Page not found: {path}' (the root's notFoundComponent). */
export function UnmatchedPage() {
  const { LL } = useI18nContext();
  const path = usePublicPath();
  if (crawlerVisit()) return <BotHome />;
  return <ErrorPage status={404} message={isolated((mark) => LL.errors.pageNotFoundPath({ path: mark(path) }))} />;
}

/** SPEC §8: a page whose validation failed (a /{slug} no game has) — 'Page Not Found: {path}'. */
export function InvalidSlugPage() {
  const { LL } = useI18nContext();
  const path = usePublicPath();
  if (crawlerVisit()) return <BotHome />;
  return <ErrorPage status={404} message={isolated((mark) => LL.errors.pageNotFoundInvalid({ path: mark(path) }))} />;
}

type Outcome = "deciding" | "reloading" | "shown" | "offline";

/** Offline, a chunk cannot be fetched and a reload would land on the browser's own error page. */
const outcomeBefore = (error: unknown): Outcome => {
  if (!isChunkLoadError(error)) return "shown";
  return browserConnection.isOnline() ? "deciding" : "offline";
};

/** SPEC §8: online, a chunk failure reloads (the guard allows one per 10 s per path); offline, it waits. */
const useOutcome = (error: unknown, path: string): Outcome => {
  const shell = useShell();
  const [outcome, setOutcome] = useState<Outcome>(() => outcomeBefore(error));
  useEffect(() => {
    const before = outcomeBefore(error);
    if (before !== "deciding") setOutcome(before);
    else setOutcome(shell.chunkReload.reloadFor(path) ? "reloading" : "shown");
  }, [error, shell, path]);
  return outcome;
};

/** Retries the route when the browser is back online (the `online` event), while `waiting`. */
const useRetryWhenOnline = (waiting: boolean, retry: () => void): void => {
  useEffect(() => {
    if (!waiting) return undefined;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [waiting, retry]);
};

/**
 * Any route's failure: a chunk that failed to load reloads the page (SPEC §8, at most once per
 * 10 s per path), unless the browser is offline: then the page says so and the route is tried again
 * once the network is back (docs/routing.md). Anything else is the Internal Server Error page, with
 * a retry.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { LL } = useI18nContext();
  const router = useRouter();
  const path = usePublicPath();
  const outcome = useOutcome(error, path);
  const retry = useCallback(() => void router.invalidate(), [router]);
  useRetryWhenOnline(outcome === "offline", retry);
  if (outcome === "deciding" || outcome === "reloading") return null;
  if (crawlerVisit()) return <BotHome />;
  const message = outcome === "offline" ? LL.errors.offlinePage() : LL.errors.generic();
  return <ErrorPage status={500} message={message} onRetry={retry} />;
}
