// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AnimatedToastQueue, createToastApi } from "@/ui/components/toast/animated-toast-queue";
import { LazyToastRegion } from "@/ui/components/toast/lazy-toast-region";
import { PendingToasts, type ShowToastOptions, TOAST_SETTINGS, toast, type ToastApi } from "@/ui/components/toast/toast-queue";
import { renderWithI18n } from "../render";

/** A recording stand-in for the real queue: keys `real-1`, `real-2`, … */
const recorder = () => {
  const shown: ShowToastOptions[] = [];
  const dismissed: string[] = [];
  const api: ToastApi = {
    show: (options) => {
      shown.push(options);
      return `real-${shown.length}`;
    },
    dismiss: (key) => void dismissed.push(key),
  };
  return { api, shown, dismissed };
};

const added = { title: "Added to cart", tone: "success" } as const;
const update = { title: "A new version", tone: "info", timeoutMs: null } as const;

describe("PendingToasts: the first view's toast API (SPEC §9)", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the toasts until the real queue is connected, then hands them over in order, unchanged", () => {
    const pending = new PendingToasts();
    const { api, shown } = recorder();
    pending.show(added);
    pending.show(update);
    expect(pending.hasPending()).toBe(true);
    pending.connect(api);
    expect(shown).toEqual([added, update]);
    expect(pending.hasPending()).toBe(false);
  });

  it("tells its listeners when a toast starts or stops waiting", () => {
    const pending = new PendingToasts();
    const listener = vi.fn();
    const stop = pending.subscribe(listener);
    const key = pending.show(added);
    pending.dismiss(key);
    stop();
    pending.show(added);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("drops a toast dismissed while it waits: the real queue never sees it", () => {
    const pending = new PendingToasts();
    const { api, shown } = recorder();
    const first = pending.show(added);
    pending.show(update);
    pending.dismiss(first);
    pending.connect(api);
    expect(shown).toEqual([update]);
  });

  it("dismisses a handed-over toast by the key the real queue gave it", () => {
    const pending = new PendingToasts();
    const { api, dismissed } = recorder();
    pending.show(added);
    const second = pending.show(update);
    pending.connect(api);
    pending.dismiss(second);
    expect(dismissed).toEqual(["real-2"]);
  });

  it("once connected, passes every call straight through", () => {
    const pending = new PendingToasts();
    const { api, shown, dismissed } = recorder();
    pending.connect(api);
    const key = pending.show(added);
    pending.dismiss(key);
    expect([key, shown, dismissed, pending.hasPending()]).toEqual(["real-1", [added], ["real-1"], false]);
  });

  it("handed to the real queue, 7 waiting toasts show 5 at once, each for the default 5000 ms", () => {
    vi.useFakeTimers();
    const queue = new AnimatedToastQueue({ exitMs: 0 });
    const pending = new PendingToasts();
    for (let n = 1; n <= 7; n += 1) pending.show({ title: `Toast ${n}`, tone: "info" });
    pending.connect(createToastApi(queue));
    expect(queue.visibleToasts).toHaveLength(TOAST_SETTINGS.maxVisible);
    expect(queue.visibleToasts.every((queued) => queued.timeout === TOAST_SETTINGS.durationMs)).toBe(true);
  });
});

describe("LazyToastRegion with the app's toast", () => {
  it("loads the region for a toast shown before it, and shows that toast", async () => {
    await renderWithI18n(<LazyToastRegion />);
    expect(screen.queryByRole("region", { name: "Notifications" })).not.toBeInTheDocument();
    act(() => void toast.show(added));
    expect(await screen.findByRole("alertdialog", { name: "Added to cart" })).toBeInTheDocument();
  });
});
