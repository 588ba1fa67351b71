/** SPEC §9: the navigation loading indicator's timings and height. */
export const LOADING_BAR_SETTINGS = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  tickMs: 100,
} as const;

export type LoadingBarSettings = typeof LOADING_BAR_SETTINGS;

/**
 * idle → waiting (a navigation started; shown only if it lasts longer than the throttle) →
 * loading (visible, creeping forward) → finishing (full, visible for the hide delay) →
 * resetting (hidden; the bar drops back to 0 after the reset delay) → idle.
 */
export type LoadingBarPhase = "idle" | "waiting" | "loading" | "finishing" | "resetting";

export interface LoadingBarState {
  readonly phase: LoadingBarPhase;
  readonly visible: boolean;
  /** 0..100 */
  readonly progress: number;
}

export type LoadingBarEvent =
  | { readonly type: "start" }
  | { readonly type: "throttleElapsed" }
  | { readonly type: "tick"; readonly elapsedMs: number }
  | { readonly type: "finish" }
  | { readonly type: "hideElapsed" }
  | { readonly type: "resetElapsed" };

export const INITIAL_LOADING_BAR: LoadingBarState = { phase: "idle", visible: false, progress: 0 };

/**
 * How far a page load seems after `elapsedMs`: fast at first, slowing down, never reaching 100
 * before the navigation ends (about 70 % at `durationMs`).
 */
export const estimatedProgress = (elapsedMs: number, durationMs: number): number =>
  Math.min(99, (200 / Math.PI) * Math.atan((Math.max(0, elapsedMs) / durationMs) * 2));

const startFrom = (state: LoadingBarState): LoadingBarState =>
  state.visible ? { phase: "loading", visible: true, progress: 0 } : { phase: "waiting", visible: false, progress: 0 };

/** The pure transition function; events that make no sense in a phase leave the state alone. */
export const loadingBarReducer = (
  state: LoadingBarState,
  event: LoadingBarEvent,
  settings: Pick<LoadingBarSettings, "durationMs"> = LOADING_BAR_SETTINGS,
): LoadingBarState => {
  switch (event.type) {
    case "start":
      return state.phase === "waiting" || state.phase === "loading" ? state : startFrom(state);
    case "throttleElapsed":
      return state.phase === "waiting" ? { phase: "loading", visible: true, progress: 0 } : state;
    case "tick":
      return state.phase === "loading"
        ? { ...state, progress: Math.max(state.progress, estimatedProgress(event.elapsedMs, settings.durationMs)) }
        : state;
    case "finish":
      if (state.phase === "waiting") return INITIAL_LOADING_BAR;
      return state.phase === "loading" ? { phase: "finishing", visible: true, progress: 100 } : state;
    case "hideElapsed":
      return state.phase === "finishing" ? { phase: "resetting", visible: false, progress: 100 } : state;
    case "resetElapsed":
      return state.phase === "resetting" ? INITIAL_LOADING_BAR : state;
  }
};
