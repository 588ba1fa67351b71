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
 * Loads a lazily split piece of the shell that is not a page (e.g. the toast region). Offline, its
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
