// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isSwipeDismiss, swipeOffset } from "@/ui/components/toast/swipe";
import { AnimatedToastQueue, createToastApi } from "@/ui/components/toast/animated-toast-queue";
import { TOAST_SETTINGS, type ToastApi } from "@/ui/components/toast/toast-queue";
import { ToastRegion } from "@/ui/components/toast/toast-region";
import type { AppLocale } from "@/ui/i18n/locale";
import { renderWithI18n, useFakeUiTimers, useRealUiTimers } from "./render";

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("toast settings (SPEC §9)", () => {
  it("are the SPEC numbers", () => {
    expect(TOAST_SETTINGS).toEqual({
      maxVisible: 5,
      durationMs: 5000,
      exitMs: 200,
      swipeThresholdPx: 50,
      gapPx: 16,
      hotkey: "F8",
    });
  });
});

describe("swipe to dismiss (SPEC §9: right, 50 px; mirrored in Arabic)", () => {
  it.each([
    [60, "ltr", 60, true],
    [50, "ltr", 50, true],
    [49, "ltr", 49, false],
    [-80, "ltr", 0, false],
    [-60, "rtl", -60, true],
    [-49, "rtl", -49, false],
    [80, "rtl", 0, false],
  ] as const)("a drag of %i px in %s shows %i px and dismisses: %s", (delta, direction, offset, dismiss) => {
    expect(swipeOffset(delta, direction)).toBe(offset);
    expect(isSwipeDismiss(delta, direction)).toBe(dismiss);
  });
});

describe("ToastRegion", () => {
  let queue: AnimatedToastQueue;
  let api: ToastApi;

  beforeEach(() => {
    useFakeUiTimers();
    queue = new AnimatedToastQueue();
    api = createToastApi(queue);
  });
  afterEach(() => {
    useRealUiTimers();
  });

  const renderRegion = (locale: AppLocale = "en") => renderWithI18n(<ToastRegion queue={queue} />, locale);
  const show = (title: string, description?: string) =>
    act(() => {
      api.show({ title, tone: "success", ...(description === undefined ? {} : { description }) });
    });

  it("shows a toast in a named region with its title and description", async () => {
    await renderRegion();
    show("Added to cart", "ENTRY 1 is in your cart");
    expect(screen.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
    const toast = screen.getByRole("alertdialog", { name: "Added to cart" });
    expect(toast).toHaveTextContent("ENTRY 1 is in your cart");
    expect(toast).toHaveAttribute("data-tone", "success");
  });

  it("shows at most 5 at once; the next appears when one goes", async () => {
    await renderRegion();
    for (let i = 1; i <= 7; i += 1) show(`Toast ${i}`);
    expect(screen.getAllByRole("alertdialog")).toHaveLength(5);
    expect(screen.queryByRole("alertdialog", { name: "Toast 1" })).not.toBeInTheDocument();
    act(() => queue.close(queue.visibleToasts[0]?.key ?? ""));
    advance(TOAST_SETTINGS.exitMs);
    expect(screen.getAllByRole("alertdialog")).toHaveLength(5);
    expect(screen.getByRole("alertdialog", { name: "Toast 2" })).toBeInTheDocument();
  });

  it("closes by itself after 5000 ms, fading out for 200 ms first", async () => {
    await renderRegion();
    show("Saved");
    advance(4999);
    expect(screen.getByRole("alertdialog", { name: "Saved" })).not.toHaveAttribute("data-leaving");
    advance(1);
    expect(screen.getByRole("alertdialog", { name: "Saved" })).toHaveAttribute("data-leaving", "true");
    advance(199);
    expect(screen.getByRole("alertdialog", { name: "Saved" })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("can stay until dismissed", async () => {
    await renderRegion();
    act(() => {
      api.show({ title: "Failed to redeem voucher", tone: "error", timeoutMs: null });
    });
    advance(60_000);
    expect(screen.getByRole("alertdialog", { name: "Failed to redeem voucher" })).toBeInTheDocument();
  });

  it.each([
    ["en", "Dismiss notification"],
    ["id", "Tutup notifikasi"],
  ] as const)("in %s has a close button named %j", async (locale, name) => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderRegion(locale);
    show("Saved");
    await user.click(screen.getByRole("button", { name }));
    advance(TOAST_SETTINGS.exitMs);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("F8 moves focus to the newest toast", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderRegion();
    show("Older");
    show("Newer");
    expect(document.body).toHaveFocus();
    await user.keyboard("{F8}");
    expect(screen.getByRole("alertdialog", { name: "Newer" })).toHaveFocus();
  });

  it.each([
    ["en", 100, 160, true],
    ["en", 100, 140, false],
    ["en", 100, 30, false],
    ["ar", 100, 40, true],
  ] as const)("in %s a swipe from x=%i to x=%i dismisses: %s", async (locale, from, to, dismissed) => {
    await renderRegion(locale);
    show("Swipe me");
    const toast = screen.getByRole("alertdialog", { name: "Swipe me" });
    fireEvent.pointerDown(toast, { clientX: from, pointerType: "touch" });
    fireEvent.pointerMove(toast, { clientX: to, pointerType: "touch" });
    fireEvent.pointerUp(toast, { clientX: to, pointerType: "touch" });
    advance(TOAST_SETTINGS.exitMs);
    expect(screen.queryByRole("alertdialog", { name: "Swipe me" }) === null).toBe(dismissed);
  });
});
