import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

export type ToastTone = "info" | "success" | "warning" | "error";

export interface ToastContent {
  readonly title: string;
  readonly description?: string;
  readonly tone: ToastTone;
}

/** SPEC §9: at most 5 at once, 5000 ms each, removed after a 200 ms exit, 16 px apart, F8 to reach. */
export const TOAST_SETTINGS = {
  maxVisible: 5,
  durationMs: 5000,
  exitMs: 200,
  swipeThresholdPx: 50,
  gapPx: 16,
  hotkey: "F8",
} as const;

/**
 * React-aria's queue, with an exit phase: a closed toast is first marked as leaving (so it can
 * animate out), then removed `exitMs` later. Timeouts, the close button and swipes all pass here.
 */
export class AnimatedToastQueue extends ToastQueue<ToastContent> {
  readonly #exitMs: number;
  readonly #leaving = new Set<string>();
  readonly #listeners = new Set<() => void>();
  #version = 0;

  constructor(options: { maxVisible?: number; exitMs?: number } = {}) {
    super({ maxVisibleToasts: options.maxVisible ?? TOAST_SETTINGS.maxVisible });
    this.#exitMs = options.exitMs ?? TOAST_SETTINGS.exitMs;
  }

  override close(key: string): void {
    if (this.#leaving.has(key)) return;
    const visible = this.visibleToasts.some((toast) => toast.key === key);
    if (!visible || this.#exitMs <= 0) {
      super.close(key);
      return;
    }
    this.#leaving.add(key);
    this.#notify();
    setTimeout(() => {
      this.#leaving.delete(key);
      super.close(key);
      this.#notify();
    }, this.#exitMs);
  }

  isLeaving(key: string): boolean {
    return this.#leaving.has(key);
  }

  /** For useSyncExternalStore: re-render when a toast starts leaving. */
  subscribeLeaving = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  leavingVersion = (): number => this.#version;

  #notify(): void {
    this.#version += 1;
    for (const listener of this.#listeners) listener();
  }
}

export interface ShowToastOptions extends ToastContent {
  /** Milliseconds before it closes by itself; `null` keeps it until dismissed. Default 5000 (SPEC §9). */
  readonly timeoutMs?: number | null;
}

export interface ToastApi {
  show(options: ShowToastOptions): string;
  dismiss(key: string): void;
}

export const createToastApi = (queue: AnimatedToastQueue): ToastApi => ({
  show: ({ timeoutMs = TOAST_SETTINGS.durationMs, title, description, tone }) => {
    const content: ToastContent = description === undefined ? { title, tone } : { title, description, tone };
    return queue.add(content, timeoutMs === null ? {} : { timeout: timeoutMs });
  },
  dismiss: (key) => queue.close(key),
});

/** The app's one queue; render <ToastRegion /> once (the shell does) and call `toast.show` anywhere. */
export const toastQueue = new AnimatedToastQueue();

export const toast: ToastApi = createToastApi(toastQueue);
