import { BREAKPOINT_ORDER, type Breakpoint, minWidthQuery, RESIZE_SETTLE_MS } from "@/ui/styles/breakpoints";

/**
 * SPEC §9 device detection: which breakpoint the viewport is in, re-evaluated 50 ms after a resize.
 * Built on `matchMedia`, so nothing reads the layout: the browser tells each query's list when it
 * starts or stops matching, and the answer is read from the lists once the resize has settled
 * (a drag across several breakpoints notifies once, with where it ended).
 */
export interface BreakpointWatcher {
  readonly current: () => Breakpoint;
  /** Called after a settled change of breakpoint; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

export interface WatcherEnvironment {
  readonly matchMedia: (query: string) => MediaQueryList;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

/** Where there is no matchMedia (a test DOM, a server render): the desktop layout the shop had before. */
export const FALLBACK_BREAKPOINT: Breakpoint = "xl";

/** The widest breakpoint whose query matches; below 320 px still "xs" (the narrowest layout there is). */
const widestMatching = (lists: ReadonlyArray<readonly [Breakpoint, MediaQueryList]>): Breakpoint =>
  lists.reduce<Breakpoint>((widest, [breakpoint, list]) => (list.matches ? breakpoint : widest), "xs");

export function createBreakpointWatcher(environment: WatcherEnvironment): BreakpointWatcher {
  const lists = BREAKPOINT_ORDER.map((breakpoint) => [breakpoint, environment.matchMedia(minWidthQuery(breakpoint))] as const);
  let current = widestMatching(lists);
  const listeners = new Set<() => void>();
  let pending: unknown = null;

  const settle = () => {
    pending = null;
    const next = widestMatching(lists);
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const onChange = () => {
    if (pending !== null) environment.clearTimeout(pending);
    pending = environment.setTimeout(settle, RESIZE_SETTLE_MS);
  };

  return {
    current: () => current,
    subscribe: (listener) => {
      if (listeners.size === 0) {
        current = widestMatching(lists);
        for (const [, list] of lists) list.addEventListener("change", onChange);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        for (const [, list] of lists) list.removeEventListener("change", onChange);
        if (pending !== null) environment.clearTimeout(pending);
        pending = null;
      };
    },
  };
}

const fixed: BreakpointWatcher = { current: () => FALLBACK_BREAKPOINT, subscribe: () => () => undefined };
let shared: { readonly matchMedia: Window["matchMedia"]; readonly watcher: BreakpointWatcher } | null = null;

/**
 * The page's one watcher, made on first use. A browser's matchMedia never changes; a test that
 * stubs another one (unit files share a module registry) gets a watcher of its own.
 */
export function browserBreakpointWatcher(): BreakpointWatcher {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return fixed;
  const matchMedia = window.matchMedia;
  if (shared?.matchMedia !== matchMedia) {
    shared = {
      matchMedia,
      watcher: createBreakpointWatcher({
        matchMedia: (query) => matchMedia.call(window, query),
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      }),
    };
  }
  return shared.watcher;
}
