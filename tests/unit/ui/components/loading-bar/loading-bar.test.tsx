// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadingBar } from "@/ui/components/loading-bar/loading-bar";
import { renderWithI18n, useFakeUiTimers, useRealUiTimers } from "../render";

describe("LoadingBar", () => {
  beforeEach(useFakeUiTimers);
  afterEach(useRealUiTimers);

  it("appears as a named progress bar only after the throttle, and goes after finishing", async () => {
    const { rerender } = await renderWithI18n(<LoadingBar isLoading />);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole("progressbar", { name: "Loading page" })).toHaveAttribute("aria-valuenow", "0");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(Number(screen.getByRole("progressbar").getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    rerender(<LoadingBar isLoading={false} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("does not creep when the user prefers reduced motion", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    try {
      await renderWithI18n(<LoadingBar isLoading />);
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
