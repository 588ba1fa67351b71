import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBarController } from "@/ui/components/loading-bar/loading-bar.controller";
import type { LoadingBarState } from "@/ui/components/loading-bar/loading-bar.machine";

describe("createLoadingBarController (SPEC §9 timings, fake timers)", () => {
  let states: LoadingBarState[];
  const last = () => states.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = () => createLoadingBarController((state) => states.push(state));

  it("shows nothing for a navigation shorter than 200 ms", () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(states.some((state) => state.visible)).toBe(false);
    expect(bar.state.phase).toBe("idle");
  });

  it("shows at 200 ms, creeps, fills on finish, hides 500 ms later and resets 400 ms after that", () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.state.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.state).toEqual({ phase: "loading", visible: true, progress: 0 });
    vi.advanceTimersByTime(1000);
    const creeping = bar.state.progress;
    expect(creeping).toBeGreaterThan(0);
    expect(creeping).toBeLessThan(100);
    bar.finish();
    expect(bar.state).toEqual({ phase: "finishing", visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.state.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.state).toEqual({ phase: "resetting", visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(bar.state.progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ phase: "idle", visible: false, progress: 0 });
  });

  it("restarts cleanly when a navigation begins while the bar is finishing", () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    bar.start();
    vi.advanceTimersByTime(1000);
    expect(bar.state.phase).toBe("loading");
    expect(bar.state.visible).toBe(true);
  });

  it("stops every timer on dispose", () => {
    const bar = make();
    bar.start();
    bar.dispose();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([{ phase: "waiting", visible: false, progress: 0 }]);
  });
});
