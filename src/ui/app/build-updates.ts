import type { AnyRouter } from "@tanstack/react-router";
import {
  documentVisibility,
  fetchBuildVersion,
  intervalScheduler,
  type PageVisibility,
  type Scheduler,
  startVersionPolling,
} from "@/ui/app/build-version";

type NavigationSource = Pick<AnyRouter, "subscribe">;

/**
 * Once a new build is known, the next navigation to another path becomes a full page load of that
 * path (`load(href)` gets the address being navigated to), so nothing the user is doing on the
 * current page (a form, a cart step) is thrown away.
 */
export function reloadOnNextNavigation(router: NavigationSource, load: (href: string) => void): () => void {
  return router.subscribe("onBeforeNavigate", (event) => {
    // The first load has no fromLocation; a hash or query change is not a new page.
    if (event.fromLocation !== undefined && event.pathChanged) load(event.toLocation.publicHref);
  });
}

export interface BuildUpdatesOptions {
  readonly router: NavigationSource;
  readonly currentVersion: string;
  readonly fetchLatest: () => Promise<string | undefined>;
  /** A full page load of the address being navigated to. */
  readonly load: (href: string) => void;
  readonly visibility: PageVisibility;
  readonly scheduler: Scheduler;
  /** Told once a new build is known (the shell says so in a toast). */
  readonly onNewVersion?: () => void;
}

/** SPEC §4 build updates: poll, and when a new build appears reload at the next navigation. */
export function watchBuildUpdates(options: BuildUpdatesOptions): () => void {
  let stopReloadHook = (): void => undefined;
  const stopPolling = startVersionPolling({
    currentVersion: options.currentVersion,
    fetchLatest: options.fetchLatest,
    visibility: options.visibility,
    scheduler: options.scheduler,
    onNewVersion: () => {
      stopReloadHook = reloadOnNextNavigation(options.router, options.load);
      options.onNewVersion?.();
    },
  });
  return () => {
    stopPolling();
    stopReloadHook();
  };
}

/** The browser wiring of {@link watchBuildUpdates} (composition root). */
export const watchBrowserBuildUpdates = (
  router: NavigationSource,
  currentVersion: string,
  onNewVersion: () => void,
): (() => void) =>
  watchBuildUpdates({
    router,
    currentVersion,
    onNewVersion,
    fetchLatest: () => fetchBuildVersion((input, init) => globalThis.fetch(input, init)),
    // Replace: the router has already added (or moved to) the history entry of that address.
    load: (href) => window.location.replace(href),
    visibility: documentVisibility(document),
    scheduler: intervalScheduler,
  });
