import { type ErrorComponentProps, useRouter, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { ErrorPage } from "@/ui/features/shell/error-page";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { isBot } from "@/ui/shell/bot-detection";
import { isChunkLoadError } from "@/ui/shell/chunk-reload-guard";
import { useShell } from "@/ui/shell/shell-context";

/** Loaded only when a bot meets an error, so the home page's code stays out of the first bundle. */
const HomePage = lazy(() => import("@/ui/features/shell/home-page").then((module) => ({ default: module.HomePage })));

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
  return <ErrorPage status={404} message={LL.errors.pageNotFoundPath({ path })} />;
}

/** SPEC §8: a page whose validation failed (a /{slug} no game has) — 'Page Not Found: {path}'. */
export function InvalidSlugPage() {
  const { LL } = useI18nContext();
  const path = usePublicPath();
  if (crawlerVisit()) return <BotHome />;
  return <ErrorPage status={404} message={LL.errors.pageNotFoundInvalid({ path })} />;
}

/**
 * Any route's failure: a chunk that failed to load reloads the page (SPEC §8, at most once per
 * 10 s per path); anything else is the Internal Server Error page, with a retry.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { LL } = useI18nContext();
  const router = useRouter();
  const shell = useShell();
  const path = usePublicPath();
  const chunkFailure = isChunkLoadError(error);
  const [outcome, setOutcome] = useState<"deciding" | "reloading" | "shown">(chunkFailure ? "deciding" : "shown");
  useEffect(() => {
    if (chunkFailure) setOutcome(shell.chunkReload.reloadFor(path) ? "reloading" : "shown");
  }, [chunkFailure, shell, path]);
  if (outcome !== "shown") return null;
  if (crawlerVisit()) return <BotHome />;
  return <ErrorPage status={500} message={LL.errors.generic()} onRetry={() => void router.invalidate()} />;
}
