import type { ConnectivityPort } from "@/application/ports/connectivity.port";

/** {@link ConnectivityPort} a test drives: `comeOnline()` calls every listener still subscribed. */
export class FakeConnectivity implements ConnectivityPort {
  private readonly listeners = new Set<() => void>();

  onOnline(listener: () => void): () => void {
    const entry = (): void => listener();
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  comeOnline(): void {
    for (const listener of this.listeners) listener();
  }

  get subscribers(): number {
    return this.listeners.size;
  }
}
