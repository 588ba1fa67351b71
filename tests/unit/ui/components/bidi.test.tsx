// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { firstLetterDirection, isolated, isolatedText } from "@/ui/components/bidi";
import { DateTime } from "@/ui/components/date-time";
import { renderWithI18n } from "./render";

afterEach(cleanup);

describe("isolated: data inside a translated sentence keeps its own direction (issue 12)", () => {
  it("wraps each marked value in its own <bdi>, the words around it stay plain text", () => {
    const { container } = render(<p>{isolated((mark) => `التذكرة 1: ${mark("Lucky Day 6 + 1")}`)}</p>);
    const bdis = container.querySelectorAll("bdi");
    expect(bdis).toHaveLength(1);
    expect(bdis[0]).toHaveTextContent("Lucky Day 6 + 1");
    expect(container.querySelector("p")).toHaveTextContent("التذكرة 1: Lucky Day 6 + 1");
  });

  it.each([
    ["a value at the start", (mark: (v: string) => string) => `${mark("6 + 1")} wins`, ["6 + 1"], "6 + 1 wins"],
    ["two values", (mark: (v: string) => string) => `${mark("A 1")} and ${mark("B 2")}`, ["A 1", "B 2"], "A 1 and B 2"],
    ["no value", () => "plain", [], "plain"],
    [
      "a value with the marks' neighbours",
      (mark: (v: string) => string) => `(${mark("0501234567")})`,
      ["0501234567"],
      "(0501234567)",
    ],
  ])("%s", (_name, build, values, text) => {
    const { container } = render(<p>{isolated(build)}</p>);
    expect(Array.from(container.querySelectorAll("bdi"), (bdi) => bdi.textContent)).toEqual(values);
    expect(container.textContent).toBe(text);
  });

  it("adds no words to the accessible name", () => {
    const { getByRole } = render(<h2>{isolated((mark) => `Play ${mark("Lucky Day 6 + 1")}`)}</h2>);
    expect(getByRole("heading")).toHaveAccessibleName("Play Lucky Day 6 + 1");
  });
});

describe("DateTime: isolated in the language's direction", () => {
  it.each([
    ["en", "ltr"],
    ["ar", "rtl"],
    ["id", "ltr"],
  ] as const)("%s → dir=%s", async (locale, direction) => {
    const { container } = await renderWithI18n(<DateTime value={new Date("2026-11-28T12:00:00Z")} />, locale);
    expect(container.querySelector("time")).toHaveAttribute("dir", direction);
  });
});

describe("firstLetterDirection: the direction dir=auto would give a text", () => {
  it.each([
    ["", undefined],
    ["+971 50", undefined],
    ["12. ", undefined],
    ["Demo Player.", "ltr"],
    ["12 Main St.", "ltr"],
    ["Ünal", "ltr"],
    ["لاعب تجريبي", "rtl"],
    ["12 شارع", "rtl"],
    ["«שלום»", "rtl"],
    ["Lucky Day: جائزة", "ltr"],
    ["جائزة Lucky Day", "rtl"],
  ] as const)("%j → %s", (text, direction) => {
    expect(firstLetterDirection(text)).toBe(direction);
  });
});

describe("isolatedText: the string form of <bdi>", () => {
  it("puts the text between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE", () => {
    expect(isolatedText("+971 509876543")).toBe("\u2068+971 509876543\u2069");
  });
});
