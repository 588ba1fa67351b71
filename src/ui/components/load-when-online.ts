import { type ComponentType, lazy, type LazyExoticComponent } from "react";

/** Whether the browser has a network, and a way to wait until it has one again. */
export interface Connection {
  readonly isOnline: () => boolean;
  readonly backOnline: () => Promise<void>;
}

export const browserConnection: Connection = {
  isOnline: () => typeof navigator === "undefined" || navigator.onLine,
  backOnline: () => new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true })),
};

/**
 * Loads a lazily split piece of the shell that is not a page (a component: {@link lazyWhenOnline}). Offline, its
 * chunk cannot be fetched: rather than fail (the error boundary would reload the page, SPEC §8, and
 * a reload offline shows the browser's error page, losing the screen) it waits for the network and
 * tries again. Online, a failure is a real chunk failure (a new build) and is thrown as before.
 */
export async function loadWhenOnline<A>(load: () => Promise<A>, connection: Connection = browserConnection): Promise<A> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (connection.isOnline()) throw error;
      await connection.backOnline();
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
