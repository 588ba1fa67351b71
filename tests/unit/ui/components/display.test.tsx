// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Card } from "@/ui/components/card";
import { Countdown } from "@/ui/components/countdown";
import { DateTime } from "@/ui/components/date-time";
import { Money } from "@/ui/components/money";
import { formatMoney } from "@/ui/i18n/format";
import { Spinner } from "@/ui/components/spinner";
import { VisuallyHidden } from "@/ui/components/visually-hidden";
import { renderWithI18n, useFakeUiTimers, useRealUiTimers } from "./render";

/** Intl output carries no-break spaces and bidi marks; compare the visible text only. */
const plain = (text: string | null): string => (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/[\u200e\u200f\u061c]/g, "");

describe("Money", () => {
  it.each([
    ["en", 12_345, "AED 123.45"],
    ["id", 12_345, "AED 123,45"],
    ["ar", 12_345, "123.45 د.إ."],
  ] as const)("in %s formats %i fils as %s, isolated for bidi", async (locale, fils, expected) => {
    await renderWithI18n(<Money fils={fils} />, locale);
    const amount = screen.getByText((_, element) => element?.tagName === "BDI");
    expect(plain(amount.textContent)).toBe(expected);
  });

  it.each([
    ["en", 5_015_000_000, undefined],
    ["ar", 5_015_000_000, undefined],
    ["id", 5_015_000_000, undefined],
    ["en", -1_050, undefined],
    ["ar", -1_050, undefined],
    ["en", 1_234_500, "KWD"],
    ["ar", 1_234_500, "KWD"],
  ] as const)(
    "in %s, %i minor units (%s) may wrap only between the currency and the figure: the format's text, one <wbr> after its space",
    async (locale, fils, currency) => {
      const { container } = await renderWithI18n(<Money fils={fils} {...(currency === undefined ? {} : { currency })} />, locale);
      const amount = container.querySelector("bdi.ui-money");
      expect(amount?.textContent).toBe(formatMoney(fils, locale, currency));
      expect(amount?.querySelectorAll("wbr")).toHaveLength(1);
      // What comes after the break opportunity is one whole part: the figure or the currency.
      const after = amount?.querySelector("wbr")?.nextSibling?.textContent ?? "";
      expect(after).not.toMatch(/[\s\u00a0\u202f]/);
      expect(amount?.querySelector("wbr")?.previousSibling?.textContent).toMatch(/[\s\u00a0\u202f]$/);
    },
  );
});

describe("DateTime", () => {
  it("is a <time> with the ISO value and localised text", async () => {
    const value = new Date(Date.UTC(2025, 0, 5, 12));
    await renderWithI18n(<DateTime value={value} show="date" />);
    const time = screen.getByText("Jan 5, 2025");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2025-01-05T12:00:00.000Z");
  });
});

describe("Countdown", () => {
  beforeEach(useFakeUiTimers);
  afterEach(useRealUiTimers);

  it("is a timer with live updates off and the full remaining time as its name; it ticks every second", async () => {
    const start = Date.UTC(2025, 0, 1);
    vi.setSystemTime(start);
    await renderWithI18n(<Countdown target={new Date(start + 3_723_000)} />);
    const timer = screen.getByRole("timer", { name: "Time remaining: 1 hour, 2 minutes, 3 seconds" });
    expect(timer).toHaveAttribute("aria-live", "off");
    expect(timer).toHaveTextContent("01:02:03");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent("01:02:02");
    expect(timer).toHaveAccessibleName("Time remaining: 1 hour, 2 minutes, 2 seconds");
  });

  it("says it has ended and calls onEnd once", async () => {
    const start = Date.UTC(2025, 0, 1);
    vi.setSystemTime(start);
    const onEnd = vi.fn();
    await renderWithI18n(<Countdown target={new Date(start + 2000)} onEnd={onEnd} />, "id");
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole("timer", { name: "Selesai" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onEnd).toHaveBeenCalledOnce();
  });
});

describe("Spinner, Card and VisuallyHidden", () => {
  it("a spinner is a status named by what is loading", async () => {
    await renderWithI18n(<Spinner />, "ar");
    expect(screen.getByRole("status")).toHaveTextContent("جارٍ التحميل…");
  });

  it("a titled card is a region named by its heading", async () => {
    await renderWithI18n(
      <Card as="section" title="Order summary" headingLevel={2}>
        3 entries
      </Card>,
    );
    expect(screen.getByRole("region", { name: "Order summary" })).toHaveTextContent("3 entries");
    expect(screen.getByRole("heading", { level: 2, name: "Order summary" })).toBeInTheDocument();
  });

  it("visually hidden text still names things", async () => {
    await renderWithI18n(
      <button type="button">
        ✕<VisuallyHidden>Remove</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole("button", { name: "✕Remove" })).toBeInTheDocument();
  });
});
