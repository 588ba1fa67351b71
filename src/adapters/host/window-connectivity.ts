import type { ConnectivityPort } from "@/application/ports/connectivity.port";

/** {@link ConnectivityPort} on the window's `online` event. */
export class WindowConnectivity implements ConnectivityPort {
  constructor(private readonly target: Pick<Window, "addEventListener" | "removeEventListener"> = window) {}

  onOnline(listener: () => void): () => void {
    const handler = (): void => listener();
    this.target.addEventListener("online", handler);
    return () => this.target.removeEventListener("online", handler);
  }
}
