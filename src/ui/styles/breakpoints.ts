/**
 * SPEC §9 breakpoints: the one source of truth for JavaScript. CSS cannot read custom properties in
 * media queries, so the stylesheets write the same queries out (docs/ui-kit.md lists them, and
 * tests/unit/ui/styles/breakpoints.test.ts checks every `@media` width in src/ui/styles against
 * this table). Layouts are mobile first: the base styles are for 320 px and up, and each query
 * adds to them from its breakpoint up (`min-width` only).
 */
export const BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  "2xl": 1536,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Narrowest first. */
export const BREAKPOINT_ORDER: readonly Breakpoint[] = ["xs", "sm", "md", "lg", "xl", "2xl"];

/** The media query of a breakpoint, exactly as the stylesheets write it: `(min-width: 768px)`. */
export const minWidthQuery = (breakpoint: Breakpoint): string => `(min-width: ${BREAKPOINTS[breakpoint]}px)`;

/** Whether `current` is `breakpoint` or wider. */
/**
 * Not a SPEC §9 breakpoint but a text-size condition: the screen is under 18 em wide. At the
 * default 16 px that is 288 px, narrower than any phone; on a 412 px phone it holds from text at
 * 150 % (docs/ui-kit.md, "Text at 200 %"). The stylesheets put values under their labels there,
 * and the banner, wrapped to two or three rows, scrolls away with the page.
 */
export const LARGE_TEXT_QUERY = "(max-width: 18em)";

export const isAtLeast = (current: Breakpoint, breakpoint: Breakpoint): boolean =>
  BREAKPOINT_ORDER.indexOf(current) >= BREAKPOINT_ORDER.indexOf(breakpoint);

/** SPEC §9: device detection re-evaluates 50 ms after a resize. */
export const RESIZE_SETTLE_MS = 50;

/** SPEC §9: image breakpoints in CSS pixels (xxl and 2xl are the same width). */
export const IMAGE_BREAKPOINTS = {
  ...BREAKPOINTS,
  xxl: BREAKPOINTS["2xl"],
} as const;

/** SPEC §9: pixel densities and default format for responsive images. */
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = "webp";
