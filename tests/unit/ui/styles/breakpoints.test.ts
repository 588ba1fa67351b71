import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  BREAKPOINT_ORDER,
  BREAKPOINTS,
  IMAGE_BREAKPOINTS,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  isAtLeast,
  LARGE_TEXT_QUERY,
  minWidthQuery,
} from "@/ui/styles/breakpoints";

const STYLES = resolve(import.meta.dirname, "../../../../src/ui/styles");
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith(".css") ? [join(dir, entry.name)] : [],
  );

describe("SPEC §9 breakpoints", () => {
  it("are xs 320, sm 640, md 768, lg 1024, xl 1280 and 2xl 1536 (xxl the same as 2xl for images)", () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 });
    expect(BREAKPOINT_ORDER).toEqual(Object.keys(BREAKPOINTS));
    expect(IMAGE_BREAKPOINTS.xxl).toBe(1536);
  });

  it("images: densities 1 and 2, default format webp", () => {
    expect([IMAGE_DENSITIES, IMAGE_FORMAT]).toEqual([[1, 2], "webp"]);
  });

  it.each([
    ["xs", "xs", true],
    ["sm", "md", false],
    ["md", "md", true],
    ["2xl", "md", true],
  ] as const)("isAtLeast(%s, %s) is %s", (current, breakpoint, expected) => {
    expect(isAtLeast(current, breakpoint)).toBe(expected);
  });

  const files = cssFiles(STYLES).map((file) => [file.slice(STYLES.length + 1), readFileSync(file, "utf8")] as const);
  const widthQueries = files.flatMap(([file, css]) =>
    [...css.matchAll(/@media[^{]*\((?:min|max)-width:[^)]*\)/g)].map((match) => [file, match[0]] as const),
  );

  it("the stylesheets have width queries (mobile first: the phone styles are the base)", () => {
    expect(widthQueries.length).toBeGreaterThan(0);
  });

  // The one width query that is not a breakpoint: large text on a phone (LARGE_TEXT_QUERY).
  it.each(widthQueries)(
    "%s: %s is a SPEC §9 min-width query or the large-text one, written as breakpoints.ts writes them",
    (_file, query) => {
      const widths = [...query.matchAll(/\((?:min|max)-width:[^)]*\)/g)].map((match) => match[0]);
      for (const width of widths) {
        expect([...BREAKPOINT_ORDER.map(minWidthQuery), LARGE_TEXT_QUERY]).toContain(width);
      }
    },
  );
});
