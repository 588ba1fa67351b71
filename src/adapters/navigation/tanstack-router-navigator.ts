import type { NavigatorPort } from "@/application/ports/navigator.port";

/** The part of a TanStack router this adapter uses: its history, which the router listens to. */
export interface RouterWithHistory {
  readonly history: {
    push(path: string): void;
    replace(path: string): void;
  };
}

/**
 * {@link NavigatorPort} over the TanStack router's history. The router is created after the
 * container (its context holds the container), so it is attached once it exists.
 */
export class TanStackRouterNavigator implements NavigatorPort {
  private router: RouterWithHistory | undefined;

  attach(router: RouterWithHistory): void {
    this.router = router;
  }

  go(path: string): void {
    this.attached().history.push(path);
  }

  replace(path: string): void {
    this.attached().history.replace(path);
  }

  private attached(): RouterWithHistory {
    if (this.router === undefined) throw new Error("TanStackRouterNavigator: no router attached (call attachRouter in main.tsx)");
    return this.router;
  }
}
