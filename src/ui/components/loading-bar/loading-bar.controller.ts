import {
  INITIAL_LOADING_BAR,
  LOADING_BAR_SETTINGS,
  type LoadingBarEvent,
  loadingBarReducer,
  type LoadingBarSettings,
  type LoadingBarState,
} from "./loading-bar.machine";

export interface LoadingBarController {
  start(): void;
  finish(): void;
  dispose(): void;
  readonly state: LoadingBarState;
}

/**
 * Drives the pure machine with timers: throttle before showing, a progress tick while loading,
 * hide and reset delays after finishing. `now` is a parameter so tests can use fake timers.
 */
export const createLoadingBarController = (
  onChange: (state: LoadingBarState) => void,
  settings: LoadingBarSettings = LOADING_BAR_SETTINGS,
  now: () => number = () => Date.now(),
): LoadingBarController => {
  let state = INITIAL_LOADING_BAR;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const clear = () => {
    clearTimeout(timer);
    clearInterval(ticker);
    timer = undefined;
    ticker = undefined;
  };
  const send = (event: LoadingBarEvent) => {
    const next = loadingBarReducer(state, event, settings);
    if (next === state) return;
    state = next;
    onChange(state);
  };
  const startTicking = () => {
    ticker = setInterval(() => send({ type: "tick", elapsedMs: now() - startedAt }), settings.tickMs);
  };

  return {
    start() {
      clear();
      startedAt = now();
      send({ type: "start" });
      if (state.phase === "loading") startTicking();
      else
        timer = setTimeout(() => {
          send({ type: "throttleElapsed" });
          startTicking();
        }, settings.throttleMs);
    },
    finish() {
      clear();
      send({ type: "finish" });
      if (state.phase !== "finishing") return;
      timer = setTimeout(() => {
        send({ type: "hideElapsed" });
        timer = setTimeout(() => send({ type: "resetElapsed" }), settings.resetDelayMs);
      }, settings.hideDelayMs);
    },
    dispose: clear,
    get state() {
      return state;
    },
  };
};
