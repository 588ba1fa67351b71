import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { TOAST_SETTINGS, type ToastApi, type ToastContent } from "./toast-queue";

/**
 * React-aria's queue, with an exit phase: a closed toast is first marked as leaving (so it can
 * animate out), then removed `exitMs` later. Timeouts, the close button and swipes all pass here.
 * It ships with the region's chunk, not the first view; `toast` (toast-queue.ts) hands it the
 * toasts shown before that chunk arrived.
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

/** SPEC §9: a toast closes by itself after 5000 ms unless told otherwise (`null`: only by hand). */
export const createToastApi = (queue: AnimatedToastQueue): ToastApi => ({
  show: ({ timeoutMs = TOAST_SETTINGS.durationMs, title, description, tone }) => {
    const content: ToastContent = description === undefined ? { title, tone } : { title, description, tone };
    return queue.add(content, timeoutMs === null ? {} : { timeout: timeoutMs });
  },
  dismiss: (key) => queue.close(key),
});

/** The app's one queue, made with the region's chunk; the region shows it by default. */
export const appToastQueue = new AnimatedToastQueue();

/** The app's toast API over that queue: `toast` (toast-queue.ts) connects to it once loaded. */
export const appToastApi: ToastApi = createToastApi(appToastQueue);
