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
  /**
   * sha256 sources of each distinct `style="…"` value (the prerendered pages' visually hidden
   * elements, docs/prerender.md): allowed one by one with `'unsafe-hashes'`, not all inline styles.
   */
  readonly styleAttributeHashes: readonly string[];
}

export interface CspOptions {
  readonly inline: InlineContent;
  /** More `style-src` sources: the hashes of the `<style>` elements libraries insert at run time. */
  readonly runtimeStyles: readonly string[];
  /** Origins the app calls besides its own: the API and the game API (SPEC §7). */
  readonly connectOrigins: readonly string[];
  /** Hosts allowed to frame the shop besides itself (the mobile-app host, SPEC §1). */
  readonly frameAncestors: readonly string[];
  /** `'unsafe-inline'` for style attributes only (CSP_STYLE_ATTRIBUTES=allow). */
  readonly allowStyleAttributes: boolean;
  /**
   * Whether the build registers a service worker: only the sandbox build does (MSW's
   * /mockServiceWorker.js, docs/sandbox.md). Without one, `worker-src 'none'`: left out, workers
   * would fall back to script-src and `'self'` would allow them.
   */
  readonly serviceWorker: boolean;
  /** Where violation reports go (CSP_REPORT_URI); absent, the policy names no endpoint. */
  readonly reportUri?: string;
}

/** The name of the Reporting API endpoint `report-to` refers to (the Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = "csp";

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

const unique = (values: readonly string[]): string[] => [...new Set(values)];

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /<[a-z][^>]*\sstyle\s*=/i;
const STYLE_ATTRIBUTE_VALUE = /<[a-z][^>]*?\sstyle\s*=\s*"([^"]*)"/gi;

/** The text a browser hashes: the attribute's value with React's escapes undone. */
const attributeText = (raw: string): string =>
  raw
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** Finds the inline scripts, styles and style attributes of an HTML document. */
export function inlineContent(html: string): InlineContent {
  const bodies = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => match[1] ?? "").filter((body) => body.trim() !== "");
  return {
    scriptHashes: bodies(INLINE_SCRIPT).map(sha256Source),
    styleHashes: bodies(INLINE_STYLE).map(sha256Source),
    hasStyleAttributes: STYLE_ATTRIBUTE.test(html),
    styleAttributeHashes: unique(
      [...html.matchAll(STYLE_ATTRIBUTE_VALUE)].map((match) => sha256Source(attributeText(match[1] ?? ""))),
    ),
  };
}

/** What several documents carry inline together (the shell and every prerendered page). */
export function mergeInlineContent(documents: readonly InlineContent[]): InlineContent {
  return {
    scriptHashes: unique(documents.flatMap((inline) => inline.scriptHashes)),
    styleHashes: unique(documents.flatMap((inline) => inline.styleHashes)),
    hasStyleAttributes: documents.some((inline) => inline.hasStyleAttributes),
    styleAttributeHashes: unique(documents.flatMap((inline) => inline.styleAttributeHashes)),
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

/** The policy: only what the app needs (docs/quality.md lists why each source is there). */
export function contentSecurityPolicy(options: CspOptions): string {
  const directives: [string, ...string[]][] = [
    // Nothing is allowed unless a directive below names it (Observatory: default-src 'none').
    ["default-src", "'none'"],
    ["script-src", "'self'", ...options.inline.scriptHashes],
    ["style-src", "'self'", ...unique([...options.inline.styleHashes, ...options.runtimeStyles])],
    ...(options.allowStyleAttributes
      ? [["style-src-attr", "'unsafe-inline'"] as [string, string]]
      : options.inline.styleAttributeHashes.length > 0
        ? [["style-src-attr", "'unsafe-hashes'", ...options.inline.styleAttributeHashes] as [string, ...string[]]]
        : []),
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...unique(options.connectOrigins)],
    ["worker-src", options.serviceWorker ? "'self'" : "'none'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'self'", ...unique(options.frameAncestors)],
    ["form-action", "'self'"],
    // report-uri for browsers without the Reporting API; report-to (with Reporting-Endpoints) for the others.
    ...(options.reportUri === undefined
      ? []
      : [["report-uri", options.reportUri] as [string, string], ["report-to", CSP_REPORT_GROUP] as [string, string]]),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** What the headers depend on besides the policy. */
export interface HeaderOptions {
  /** Served over TLS: HSTS is sent (browsers ignore it over plain HTTP anyway). */
  readonly tls: boolean;
  /** The CSP report endpoint, named in Reporting-Endpoints for `report-to`. */
  readonly reportUri?: string;
}

/** One year, with subdomains (issue 13; the Observatory asks for at least six months). */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The headers every response carries, errors included (docs/deploy.md lists why each is there).
 * Referrer-Policy is `no-referrer`: the module scripts and CSS of index.html load before the app
 * strips a `?token=` from the address (SPEC §2), so any policy that sends a same-origin path would
 * put the token in their Referer.
 */
export function securityHeaders(csp: string, options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    ...(options.reportUri === undefined ? {} : { "Reporting-Endpoints": `${CSP_REPORT_GROUP}="${options.reportUri}"` }),
    ...(options.tls ? { "Strict-Transport-Security": HSTS } : {}),
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** A CSP report endpoint: an absolute https URL (http only for a local collector), nothing that could break the header. */
export function reportUriOf(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new Error(`CSP_REPORT_URI must be an absolute URL, got "${url}"`);
  }
  if (!/^https?:$/.test(parsed.protocol) || /[\s;,"']/.test(trimmed))
    throw new Error(`CSP_REPORT_URI must be an http(s) URL without spaces, quotes, commas or semicolons, got "${url}"`);
  return parsed.href;
}
