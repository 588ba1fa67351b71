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

export interface ShowToastOptions extends ToastContent {
  /** Milliseconds before it closes by itself; `null` keeps it until dismissed. Default 5000 (SPEC §9). */
  readonly timeoutMs?: number | null;
}

export interface ToastApi {
  show(options: ShowToastOptions): string;
  dismiss(key: string): void;
}

/**
 * The app's toast API as the first view ships it: react-aria's queue (react-stately's) loads with the
 * region's chunk, so until then the toasts shown wait here, in order, and are handed to the real
 * queue once it is connected (which applies SPEC §9: 5 at once, 5000 ms from when they appear).
 * After that every call goes straight through. Offline the region's chunk waits for the network
 * (load-when-online.ts), and so do the toasts.
 */
export class PendingToasts implements ToastApi {
  #target: ToastApi | null = null;
  #pending: Array<{ readonly key: string; readonly options: ShowToastOptions }> = [];
  /** The pending keys handed out, to the keys the real queue gave them. */
  readonly #handedOver = new Map<string, string>();
  readonly #listeners = new Set<() => void>();
  #next = 0;

  show(options: ShowToastOptions): string {
    if (this.#target !== null) return this.#target.show(options);
    this.#next += 1;
    const key = `pending-toast-${this.#next}`;
    this.#pending.push({ key, options });
    this.#notify();
    return key;
  }

  dismiss(key: string): void {
    if (this.#target !== null) {
      this.#target.dismiss(this.#handedOver.get(key) ?? key);
      this.#handedOver.delete(key);
      return;
    }
    this.#pending = this.#pending.filter((toast) => toast.key !== key);
    this.#notify();
  }

  /** Hands the waiting toasts to the real queue, in order; later calls go straight to it. */
  connect(target: ToastApi): void {
    if (this.#target !== null) return;
    this.#target = target;
    for (const { key, options } of this.#pending) this.#handedOver.set(key, target.show(options));
    this.#pending = [];
  }

  /** Whether a toast waits for the region (the region's chunk is then needed). */
  hasPending = (): boolean => this.#pending.length > 0;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** The app's toasts: render <LazyToastRegion /> once (the shell does) and call `toast.show` anywhere. */
export const toast = new PendingToasts();
