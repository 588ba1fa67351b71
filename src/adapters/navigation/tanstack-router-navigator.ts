import type { NavigatorPort } from "@/application/ports/navigator.port";

/** The part of a TanStack router this adapter uses: its history, which the router listens to. */
export interface RouterWithHistory {
  readonly history: {
    push(path: string): void;
    replace(path: string): void;
  };
}

type Step = (router: RouterWithHistory) => void;

/**
 * {@link NavigatorPort} over the TanStack router's history. The router is created after the
 * container (its context holds the container), so it is attached once it exists; a navigation
 * asked for before then waits for it. While React hydrates a prerendered page, navigation is held
 * (`hold`, src/main.tsx): the markup must meet the address it was built for, so a navigation asked
 * for meanwhile (a 401 answered to the startup's cart sync, SPEC §8) runs, in order, once the page
 * has committed, and leaves the page as on any other (docs/prerender.md).
 */
export class TanStackRouterNavigator implements NavigatorPort {
  private router: RouterWithHistory | undefined;
  private held = false;
  private readonly waiting: Step[] = [];

  attach(router: RouterWithHistory): void {
    this.router = router;
    this.flush();
  }

  /** Holds navigation until the returned release is called (main.tsx holds it once, while it hydrates). */
  hold(): () => void {
    this.held = true;
    return () => {
      this.held = false;
      this.flush();
    };
  }

  go(path: string): void {
    this.run((router) => router.history.push(path));
  }

  replace(path: string): void {
    this.run((router) => router.history.replace(path));
  }

  private run(step: Step): void {
    this.waiting.push(step);
    this.flush();
  }

  private flush(): void {
    const router = this.router;
    if (router === undefined || this.held) return;
    for (const step of this.waiting.splice(0)) step(router);
  }
}
