import { type ComponentType, lazy, type LazyExoticComponent } from "react";

/** Whether the browser has a network, a way to wait until it has one again, and a moment's wait. */
export interface Connection {
  readonly isOnline: () => boolean;
  readonly backOnline: () => Promise<void>;
  /** The pause before a second try when a load fails just after the network came back. */
  readonly settle: () => Promise<void>;
}

/**
 * How long a network that has just come back gets before a failure counts: the browser says
 * "online" as soon as a link is up, and the first request can still fail (a service worker, a
 * connection still being set up).
 */
export const BACK_ONLINE_SETTLE_MS = 1000;

export const browserConnection: Connection = {
  isOnline: () => typeof navigator === "undefined" || navigator.onLine,
  backOnline: () => new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true })),
  settle: () => new Promise((resolve) => setTimeout(resolve, BACK_ONLINE_SETTLE_MS)),
};

/**
 * Loads a lazily split piece of the shell that is not a page (a component: {@link lazyWhenOnline}). Offline, its
 * chunk cannot be fetched: rather than fail (the error boundary would reload the page, SPEC §8, and
 * a reload offline shows the browser's error page, losing the screen) it waits for the network and
 * tries again. Online, a failure is a real chunk failure (a new build) and is thrown as before,
 * except on the first try after the network came back, which gets a second try a moment later.
 */
export async function loadWhenOnline<A>(load: () => Promise<A>, connection: Connection = browserConnection): Promise<A> {
  let justBack = false;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!connection.isOnline()) {
        await connection.backOnline();
        justBack = true;
      } else if (justBack) {
        justBack = false;
        await connection.settle();
      } else {
        throw error;
      }
    }
  }
}

/**
 * The one way to split a component that is not a page out of the first view (the number field,
 * the header's menus, the toast region, …): `React.lazy` over {@link loadWhenOnline}. Offline, its
 * `<Suspense>` fallback stays on screen until the network is back and the chunk has come, instead
 * of the route's error page taking the screen (and, back online, reloading it). A route's own code
 * is the router's (docs/routing.md).
 */
export function lazyWhenOnline<P extends object>(
  load: () => Promise<ComponentType<P>>,
  connection: Connection = browserConnection,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadWhenOnline(load, connection).then((component) => ({ default: component })));
}
