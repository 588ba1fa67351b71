// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  browserBreakpointWatcher,
  createBreakpointWatcher,
  type WatcherEnvironment,
} from "@/ui/components/layout/breakpoint-watcher";
import { useBreakpoint, useMinWidth } from "@/ui/components/layout/use-breakpoint";
import { BREAKPOINTS, minWidthQuery, RESIZE_SETTLE_MS } from "@/ui/styles/breakpoints";

/** A viewport whose width the test sets; its media query lists fire "change" as a browser's do. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: Array<{ min: number; listeners: Set<() => void>; was: boolean }> = [];
  const queries: string[] = [];
  const matchMedia = (query: string): MediaQueryList => {
    queries.push(query);
    const found = /^\(min-width: (\d+)px\)$/.exec(query);
    if (found === null) throw new Error(`unexpected query ${query}`);
    const entry = { min: Number(found[1]), listeners: new Set<() => void>(), was: width >= Number(found[1]) };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return width >= entry.min;
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return {
    matchMedia,
    queries,
    listenerCount: () => lists.reduce((sum, entry) => sum + entry.listeners.size, 0),
    resize(next: number) {
      width = next;
      for (const entry of lists) {
        const now = width >= entry.min;
        if (now !== entry.was) {
          entry.was = now;
          for (const listener of entry.listeners) listener();
        }
      }
    },
  };
}

const environment = (viewport: ReturnType<typeof fakeViewport>): WatcherEnvironment => ({
  matchMedia: viewport.matchMedia,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

describe("createBreakpointWatcher (SPEC §9 device detection)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [300, "xs"],
    [320, "xs"],
    [360, "xs"],
    [639, "xs"],
    [640, "sm"],
    [767, "sm"],
    [768, "md"],
    [1024, "lg"],
    [1280, "xl"],
    [1535, "xl"],
    [1536, "2xl"],
    [2560, "2xl"],
  ] as const)("a %i px viewport is %s", (width, expected) => {
    const watcher = createBreakpointWatcher(environment(fakeViewport(width)));
    expect(watcher.current()).toBe(expected);
  });

  it("asks the SPEC §9 min-width queries the stylesheets use", () => {
    const viewport = fakeViewport(400);
    createBreakpointWatcher(environment(viewport));
    expect(viewport.queries).toEqual(Object.values(BREAKPOINTS).map((px) => `(min-width: ${px}px)`));
    expect(viewport.queries[2]).toBe(minWidthQuery("md"));
  });

  it("re-evaluates 50 ms after a resize, not before", () => {
    const viewport = fakeViewport(360);
    const watcher = createBreakpointWatcher(environment(viewport));
    const listener = vi.fn();
    watcher.subscribe(listener);
    viewport.resize(800);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    expect(watcher.current()).toBe("xs");
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(watcher.current()).toBe("md");
  });

  it("a drag across several breakpoints notifies once, with where it ended", () => {
    const viewport = fakeViewport(360);
    const watcher = createBreakpointWatcher(environment(viewport));
    const listener = vi.fn();
    watcher.subscribe(listener);
    for (const width of [700, 900, 1100, 1300]) {
      viewport.resize(width);
      vi.advanceTimersByTime(30);
    }
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(watcher.current()).toBe("xl");
  });

  it("does not notify when a resize ends in the breakpoint it started in", () => {
    const viewport = fakeViewport(360);
    const watcher = createBreakpointWatcher(environment(viewport));
    const listener = vi.fn();
    watcher.subscribe(listener);
    viewport.resize(700);
    viewport.resize(400);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops listening when the last subscriber leaves", () => {
    const viewport = fakeViewport(360);
    const watcher = createBreakpointWatcher(environment(viewport));
    const first = vi.fn();
    const unsubscribeFirst = watcher.subscribe(first);
    const unsubscribeSecond = watcher.subscribe(vi.fn());
    expect(viewport.listenerCount()).toBe(6);
    unsubscribeFirst();
    expect(viewport.listenerCount()).toBe(6);
    viewport.resize(900);
    unsubscribeSecond();
    expect(viewport.listenerCount()).toBe(0);
    vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    expect(first).not.toHaveBeenCalled();
  });
});

describe("useBreakpoint / useMinWidth", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("re-renders with the new breakpoint 50 ms after a resize", () => {
    const viewport = fakeViewport(360);
    const watcher = createBreakpointWatcher(environment(viewport));
    const { result } = renderHook(() => [useBreakpoint(watcher), useMinWidth("md", watcher)] as const);
    expect(result.current).toEqual(["xs", false]);
    act(() => viewport.resize(1024));
    expect(result.current).toEqual(["xs", false]);
    act(() => {
      vi.advanceTimersByTime(RESIZE_SETTLE_MS);
    });
    expect(result.current).toEqual(["lg", true]);
  });

  it("without matchMedia (a test DOM) reports the desktop layout", () => {
    const { result } = renderHook(() => [useBreakpoint(), useMinWidth("md")] as const);
    expect(result.current).toEqual(["xl", true]);
  });
});

describe("browserBreakpointWatcher", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is one watcher per page, and a new one when matchMedia is another (a stub in a shared test worker)", () => {
    const phone = fakeViewport(360);
    vi.stubGlobal("matchMedia", phone.matchMedia);
    const first = browserBreakpointWatcher();
    expect(browserBreakpointWatcher()).toBe(first);
    expect(first.current()).toBe("xs");
    vi.stubGlobal("matchMedia", fakeViewport(1300).matchMedia);
    expect(browserBreakpointWatcher().current()).toBe("xl");
    vi.unstubAllGlobals();
    expect(browserBreakpointWatcher().current()).toBe("xl");
  });
});
