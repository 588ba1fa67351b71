// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closesInWords, CutoffCountdown } from "@/ui/features/play/cutoff-countdown";
import { renderWithI18n } from "../../components/render";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("closesInWords (to the minute, for assistive technology)", () => {
  it.each([
    [2 * HOUR + 14 * MINUTE + 5_000, "2 hr 14 min"],
    [26 * HOUR + 30 * MINUTE, "1 day 2 hr"],
    [14 * MINUTE + 59_000, "14 min"],
    [45_000, "45 sec"],
    [0, "0 sec"],
  ])("%d ms → %s", (ms, words) => {
    expect(closesInWords(ms, "en")).toBe(words);
  });

  it("says the numbers in the page's digits in Arabic, as the visible clock and every figure do", () => {
    const words = closesInWords(3 * 24 * HOUR + 9 * HOUR, "ar");
    expect(words).toMatch(/^3 .*9 /u);
    expect(words).not.toMatch(/[\u0660-\u0669]/u);
  });
});

describe("CutoffCountdown (SPEC §3 Game cutoff)", () => {
  it("ticks every second for the eye, says the time to the minute, and is never announced", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let now = Date.parse("2030-01-01T10:00:00Z");
    const cutoff = new Date(now + 2 * HOUR + 14 * MINUTE + 5_000);
    await renderWithI18n(<CutoffCountdown cutoff={cutoff} now={() => now} />);
    const timer = screen.getByRole("timer");
    expect(timer).toHaveAttribute("aria-live", "off");
    expect(timer).toHaveTextContent("Closes in 02:14:05");
    expect(screen.getByText("Closes in 2 hr 14 min")).toHaveClass("ui-visually-hidden");
    act(() => {
      now += 1_000;
      vi.advanceTimersByTime(1_000);
    });
    expect(timer).toHaveTextContent("Closes in 02:14:04");
  });

  it("past the cutoff says sales are closed, without a timer", async () => {
    const now = Date.parse("2030-01-01T10:00:00Z");
    await renderWithI18n(<CutoffCountdown cutoff={new Date(now - 1)} now={() => now} />);
    expect(screen.getByText("Sales closed for this draw")).toBeInTheDocument();
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("speaks Arabic in Arabic", async () => {
    const now = Date.parse("2030-01-01T10:00:00Z");
    await renderWithI18n(<CutoffCountdown cutoff={new Date(now + HOUR)} now={() => now} />, "ar");
    expect(screen.getByRole("timer")).toHaveTextContent(/يغلق خلال/);
  });
});
