import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const STYLES = join(process.cwd(), "src/ui/styles");
const tokens = readFileSync(join(STYLES, "tokens.css"), "utf8");

/** The declarations inside the first rule whose selector is exactly `selector`. */
const block = (css: string, selector: string): Map<string, string> => {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? "", (m[2] ?? "").trim()]));
};

const light = block(tokens, ":root");
const dark = block(tokens, ':root[data-theme="dark"]');
const systemDark = block(tokens, ':root:not([data-theme="light"])');

const resolve = (theme: Map<string, string>, name: string): string => {
  const value = theme.get(name) ?? light.get(name);
  if (value === undefined) throw new Error(`unknown token ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(theme, reference[1] ?? "") : value;
};

const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string): number => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for UI parts (borders, focus rings, indicators). */
const PAIRS: ReadonlyArray<readonly [string, string, number]> = [
  ["--color-text", "--color-bg", 4.5],
  ["--color-text", "--color-surface", 4.5],
  ["--color-text", "--color-surface-raised", 4.5],
  ["--color-text", "--color-brand-subtle", 4.5],
  ["--color-text-muted", "--color-bg", 4.5],
  ["--color-text-muted", "--color-surface", 4.5],
  ["--color-text-muted", "--color-surface-raised", 4.5],
  ["--color-link", "--color-bg", 4.5],
  ["--color-link", "--color-surface", 4.5],
  ["--color-link", "--color-surface-raised", 4.5],
  ["--color-on-brand", "--color-brand", 4.5],
  ["--color-brand", "--color-bg", 4.5],
  ["--color-danger", "--color-bg", 4.5],
  ["--color-danger", "--color-surface-raised", 4.5],
  ["--color-on-danger", "--color-danger", 4.5],
  ["--color-success", "--color-surface-raised", 3],
  ["--color-warning", "--color-surface-raised", 3],
  ["--color-focus", "--color-bg", 3],
  ["--color-focus", "--color-surface", 3],
  ["--color-focus", "--color-surface-raised", 3],
  ["--color-border-strong", "--color-bg", 3],
];

describe.each([
  ["light", light],
  ["dark", dark],
])("the %s theme (WCAG 2.2 AA)", (_name, theme) => {
  it.each(PAIRS)("%s on %s reaches %d:1", (foreground, background, minimum) => {
    expect(contrast(resolve(theme, foreground), resolve(theme, background))).toBeGreaterThanOrEqual(minimum);
  });
});

describe("theme tokens (SPEC §9)", () => {
  it("has brand and neutral scales from 50 to 950", () => {
    for (const scale of ["brand", "neutral"]) {
      for (const step of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]) {
        expect(light.get(`--${scale}-${step}`)).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it("uses brand 500 in the light theme and 400 in the dark one", () => {
    expect(light.get("--color-brand")).toBe("var(--brand-500)");
    expect(dark.get("--color-brand")).toBe("var(--brand-400)");
  });

  it("gives the system dark preference exactly the dark theme", () => {
    expect(systemDark).toEqual(dark);
  });

  it.each([
    ["--breakpoint-xs", "320px"],
    ["--breakpoint-sm", "640px"],
    ["--breakpoint-md", "768px"],
    ["--breakpoint-lg", "1024px"],
    ["--breakpoint-xl", "1280px"],
    ["--breakpoint-2xl", "1536px"],
    ["--toast-gap", "16px"],
    ["--loading-bar-height", "3px"],
    ["--target-min", "2.75rem"],
  ])("%s is %s", (name, value) => {
    expect(light.get(name)).toBe(value);
  });
});

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith(".css") ? [join(dir, entry.name)] : [],
  );

describe("stylesheets", () => {
  const files = cssFiles(STYLES).map((file) => [file.slice(STYLES.length + 1), readFileSync(file, "utf8")] as const);

  it.each(files)("%s uses logical properties only, so Arabic mirrors", (_file, css) => {
    const physical = css.match(
      /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|float)\s*:|text-align\s*:\s*(?:left|right)|border-(?:top|bottom)-(?:left|right)-radius/gm,
    );
    expect(physical).toBeNull();
  });

  const base = readFileSync(join(STYLES, "base.css"), "utf8");

  it("draws a focus ring of at least 2 px with an offset", () => {
    expect(base).toMatch(/:focus-visible[^{]*\{[^}]*outline:\s*var\(--focus-ring-width\) solid var\(--color-focus\)/);
    expect(Number.parseInt(light.get("--focus-ring-width") ?? "0", 10)).toBeGreaterThanOrEqual(2);
    expect(light.get("--focus-ring-offset")).toBe("2px");
  });

  it("turns animation off under prefers-reduced-motion and enlarges targets on coarse pointers", () => {
    expect(base).toMatch(/@media \(prefers-reduced-motion: reduce\)[\s\S]*animation-duration: 0\.01ms/);
    expect(base).toMatch(/@media \(pointer: coarse\)[\s\S]*min-block-size: var\(--target-min\)/);
  });
});
