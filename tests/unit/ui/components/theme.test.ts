// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyTheme, THEME_COLOURS } from "@/ui/components/layout/theme";

/** index.html's two metas: one per colour scheme. */
beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#0b6e4f" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#3aad7f" media="(prefers-color-scheme: dark)">';
});
afterEach(() => {
  document.head.innerHTML = "";
  delete document.documentElement.dataset.theme;
});

const colours = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);

describe("applyTheme and the theme-color metas (SPEC §9: light brand 500, dark brand 400)", () => {
  it("uses brand 500 and brand 400", () => {
    expect(THEME_COLOURS).toEqual({ light: "#0b6e4f", dark: "#3aad7f" });
  });

  it.each([
    ["dark", ["#3aad7f", "#3aad7f"]],
    ["light", ["#0b6e4f", "#0b6e4f"]],
  ] as const)("a chosen %s theme colours the bar whatever the system scheme", (theme, expected) => {
    applyTheme(theme);
    expect(document.documentElement.dataset.theme).toBe(theme);
    expect(colours()).toEqual(expected);
  });

  it("following the system again gives each scheme its own colour back", () => {
    applyTheme("dark");
    applyTheme(null);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(colours()).toEqual(["#0b6e4f", "#3aad7f"]);
  });
});
