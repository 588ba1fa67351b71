import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  estimatedProgress,
  INITIAL_LOADING_BAR,
  LOADING_BAR_SETTINGS,
  type LoadingBarEvent,
  loadingBarReducer,
  type LoadingBarState,
} from "@/ui/components/loading-bar/loading-bar.machine";

const idle = INITIAL_LOADING_BAR;
const waiting: LoadingBarState = { phase: "waiting", visible: false, progress: 0 };
const loading: LoadingBarState = { phase: "loading", visible: true, progress: 30 };
const finishing: LoadingBarState = { phase: "finishing", visible: true, progress: 100 };
const resetting: LoadingBarState = { phase: "resetting", visible: false, progress: 100 };

describe("loading bar settings (SPEC §9)", () => {
  it("are the SPEC numbers", () => {
    expect(LOADING_BAR_SETTINGS).toMatchObject({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
  });
});

describe("loadingBarReducer", () => {
  it.each<[string, LoadingBarState, LoadingBarEvent, LoadingBarState]>([
    ["start waits out the throttle unseen", idle, { type: "start" }, waiting],
    ["the throttle elapsing shows the bar", waiting, { type: "throttleElapsed" }, { ...loading, progress: 0 }],
    ["a navigation quicker than the throttle never shows", waiting, { type: "finish" }, idle],
    ["finishing fills the bar and keeps it visible", loading, { type: "finish" }, finishing],
    ["the hide delay hides it, still full", finishing, { type: "hideElapsed" }, resetting],
    ["the reset delay empties it", resetting, { type: "resetElapsed" }, idle],
    ["a new navigation while finishing restarts visibly", finishing, { type: "start" }, { ...loading, progress: 0 }],
    ["a new navigation while resetting waits again", resetting, { type: "start" }, waiting],
    ["start while loading changes nothing", loading, { type: "start" }, loading],
    ["ticks are ignored unless loading", waiting, { type: "tick", elapsedMs: 1000 }, waiting],
    ["a stray hide is ignored", loading, { type: "hideElapsed" }, loading],
    ["a stray reset is ignored", finishing, { type: "resetElapsed" }, finishing],
    ["finish when idle changes nothing", idle, { type: "finish" }, idle],
  ])("%s", (_name, from, event, to) => {
    expect(loadingBarReducer(from, event)).toEqual(to);
  });

  it("creeps forward while loading and never goes back", () => {
    const at500 = loadingBarReducer({ ...loading, progress: 0 }, { type: "tick", elapsedMs: 500 });
    const at1000 = loadingBarReducer(at500, { type: "tick", elapsedMs: 1000 });
    expect(at500.progress).toBeGreaterThan(0);
    expect(at1000.progress).toBeGreaterThan(at500.progress);
    expect(loadingBarReducer(at1000, { type: "tick", elapsedMs: 10 }).progress).toBe(at1000.progress);
  });
});

describe("estimatedProgress", () => {
  it("is about 70 % at the SPEC duration", () => {
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.5, 0);
  });

  it("rises with time, stays below 100 and never drops under 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10 ** 7 }), fc.integer({ min: 0, max: 10 ** 6 }), (t, dt) => {
        const now = estimatedProgress(t, 2000);
        const later = estimatedProgress(t + dt, 2000);
        expect(now).toBeGreaterThanOrEqual(0);
        expect(later).toBeGreaterThanOrEqual(now);
        expect(later).toBeLessThan(100);
      }),
    );
  });
});
