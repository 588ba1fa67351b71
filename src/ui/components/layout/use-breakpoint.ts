import { useSyncExternalStore } from "react";
import { type Breakpoint, isAtLeast } from "@/ui/styles/breakpoints";
import { type BreakpointWatcher, browserBreakpointWatcher } from "./breakpoint-watcher";

/**
 * The viewport's SPEC §9 breakpoint, for what the layout must decide in JavaScript (which parts to
 * mount); what CSS can do stays in the stylesheets' media queries. Re-renders 50 ms after a resize
 * that crosses a breakpoint, never during the drag.
 */
export function useBreakpoint(watcher: BreakpointWatcher = browserBreakpointWatcher()): Breakpoint {
  return useSyncExternalStore(watcher.subscribe, watcher.current, () => PRERENDER_BREAKPOINT);
}

/**
 * The breakpoint of the prerendered HTML (docs/prerender.md) and of the browser's hydrating render,
 * which must match it: the phone's (phones first); a wider screen re-renders right after.
 */
export const PRERENDER_BREAKPOINT: Breakpoint = "xs";

/** Whether the viewport is `breakpoint` wide or wider: `useMinWidth("md")` is false on a phone. */
export function useMinWidth(breakpoint: Breakpoint, watcher?: BreakpointWatcher): boolean {
  return isAtLeast(useBreakpoint(watcher), breakpoint);
}
