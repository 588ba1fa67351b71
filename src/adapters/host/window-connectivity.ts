import type { ConnectivityPort } from "@/application/ports/connectivity.port";

type OnlineEvents = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/**
 * {@link ConnectivityPort} on the window's `online` event. Where there is no window (the container
 * built in Node: tests, tooling) nothing ever comes back online, so listening does nothing.
 */
export class WindowConnectivity implements ConnectivityPort {
  private readonly target: OnlineEvents | undefined;

  constructor(target?: OnlineEvents) {
    this.target = target ?? (typeof window === "undefined" ? undefined : window);
  }

  onOnline(listener: () => void): () => void {
    const target = this.target;
    if (target === undefined) return () => undefined;
    const handler = (): void => listener();
    target.addEventListener("online", handler);
    return () => target.removeEventListener("online", handler);
  }
}
