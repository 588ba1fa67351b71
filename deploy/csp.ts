import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy and the other security headers nginx sends (docs/quality.md).
 * Pure functions: the CLI (render-nginx-conf.ts) reads the build and the environment.
 */

/** What the built index.html carries inline, which `'self'` alone would block. */
export interface InlineContent {
  /** sha256 sources (`'sha256-…'`) of each inline `<script>` without `src`. */
  readonly scriptHashes: readonly string[];
  /** sha256 sources of each inline `<style>` element. */
  readonly styleHashes: readonly string[];
  /** Whether any element has a `style="…"` attribute. */
  readonly hasStyleAttributes: boolean;
}

export interface CspOptions {
  readonly inline: InlineContent;
  /** More `style-src` sources: the hashes of the `<style>` elements libraries insert at run time. */
  readonly runtimeStyles: readonly string[];
  /** Origins the app calls besides its own: the API and the game API (SPEC §7). */
  readonly connectOrigins: readonly string[];
  /** Hosts allowed to frame the shop besides itself (the mobile-app host, SPEC §1). */
  readonly frameAncestors: readonly string[];
  /** `'unsafe-inline'` for style attributes only: needed when markup carries `style="…"`. */
  readonly allowStyleAttributes: boolean;
}

export const sha256Source = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The `<style>` elements react-aria inserts at run time, always with this exact text: usePress
 * (touch-action of pressable elements) and usePreventScroll (overscroll in modals on touch
 * screens). A hash allows exactly this text and nothing else; e2e/nginx/csp.spec.ts reports a new
 * one (Chromium's message names its hash; add it here or through CSP_STYLE_HASHES).
 */
export const REACT_ARIA_STYLES: readonly string[] = [
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}",
  "@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}",
];

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /<[a-z][^>]*\sstyle\s*=/i;

/** Finds the inline scripts, styles and style attributes of an HTML document. */
export function inlineContent(html: string): InlineContent {
  const bodies = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? "").filter((body) => body.trim() !== "");
  return {
    scriptHashes: bodies(INLINE_SCRIPT).map(sha256Source),
    styleHashes: bodies(INLINE_STYLE).map(sha256Source),
    hasStyleAttributes: STYLE_ATTRIBUTE.test(html),
  };
}

/** `https://api.example.com/v1/` → `https://api.example.com`; "" (the page's own origin) → nothing. */
export function originOf(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === "") return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new Error(`Not an absolute http(s) URL: "${url}"`);
  }
  if (!/^(https?|wss?):$/.test(parsed.protocol)) throw new Error(`Not an http(s) URL: "${url}"`);
  return parsed.origin;
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** The policy: only what the app needs (docs/quality.md lists why each source is there). */
export function contentSecurityPolicy(options: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...options.inline.scriptHashes],
    ["style-src", "'self'", ...unique([...options.inline.styleHashes, ...options.runtimeStyles])],
    ...(options.allowStyleAttributes ? [["style-src-attr", "'unsafe-inline'"] as [string, string]] : []),
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...unique(options.connectOrigins)],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'self'", ...unique(options.frameAncestors)],
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The headers every response carries. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Content-Type-Options": "nosniff",
  };
}
