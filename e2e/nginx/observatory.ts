import { cspDirectives } from "./security-headers";

/**
 * The Mozilla HTTP Observatory's published scoring (developer.mozilla.org, "HTTP Observatory:
 * Tests & Scoring"), applied to what the shop's nginx answers: a baseline of 100, penalties
 * first, bonuses only when the result is 90 or more; A+ from 100. Only the tests that depend on
 * the responses are scored; docs/deploy.md shows the computation line by line.
 */
export interface ObservatoryInput {
  /** The headers of the HTML page at the end of the redirects (lower-case names). */
  readonly page: Readonly<Record<string, string>>;
  /** The first answer to `http://host/`. */
  readonly httpRedirect: { readonly status: number; readonly location: string | undefined };
  /** The host the scan starts from, to check the redirect stays on it. */
  readonly host: string;
  /** `src` of every `<script>` of the page, resolved against it. */
  readonly scripts: readonly string[];
}

export interface ObservatoryLine {
  readonly test: string;
  readonly result: string;
  readonly modifier: number;
}

const SIX_MONTHS = 15_768_000;

function csp(page: ObservatoryInput["page"]): ObservatoryLine {
  const header = page["content-security-policy"];
  if (header === undefined) return { test: "Content Security Policy", result: "csp-not-implemented", modifier: -25 };
  const policy = cspDirectives(header);
  const fallback = (name: string) => policy.get(name) ?? policy.get("default-src") ?? [];
  const broad = (sources: readonly string[]) =>
    sources.some((source) => ["'unsafe-inline'", "data:", "https:", "http:", "*"].includes(source));
  const restricted = (sources: readonly string[]) => sources.length > 0 && !broad(sources);
  if (broad(fallback("script-src")) || !restricted(fallback("script-src")) || !restricted(fallback("object-src"))) {
    return { test: "Content Security Policy", result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  if ([...policy.values()].flat().includes("'unsafe-eval'"))
    return { test: "Content Security Policy", result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if (broad(fallback("style-src")))
    return { test: "Content Security Policy", result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  if (policy.get("default-src")?.join(" ") === "'none'")
    return { test: "Content Security Policy", result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  return { test: "Content Security Policy", result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookies(page: ObservatoryInput["page"]): ObservatoryLine {
  // The shop's cookies are written by its scripts (document.cookie), never by a Set-Cookie header.
  if (page["set-cookie"] === undefined) return { test: "Cookies", result: "cookies-not-found", modifier: 0 };
  return { test: "Cookies", result: "set-cookie seen: not expected from this server", modifier: -40 };
}

function cors(page: ObservatoryInput["page"]): ObservatoryLine {
  if (page["access-control-allow-origin"] === "*")
    return { test: "CORS", result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 };
  return { test: "CORS", result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
}

function redirection(input: ObservatoryInput): ObservatoryLine {
  const { status, location } = input.httpRedirect;
  if (![301, 302, 307, 308].includes(status) || location === undefined)
    return { test: "Redirection", result: "redirection-missing", modifier: -20 };
  const target = new URL(location);
  if (target.protocol !== "https:")
    return { test: "Redirection", result: "redirection-not-to-https-on-initial-redirection", modifier: -10 };
  if (target.hostname !== input.host) return { test: "Redirection", result: "redirection-off-host-from-http", modifier: -5 };
  return { test: "Redirection", result: "redirection-to-https", modifier: 0 };
}

function referrer(page: ObservatoryInput["page"]): ObservatoryLine {
  const value = page["referrer-policy"]?.split(",").at(-1)?.trim().toLowerCase();
  if (value === undefined) return { test: "Referrer Policy", result: "referrer-policy-not-implemented", modifier: 0 };
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(value))
    return { test: "Referrer Policy", result: "referrer-policy-private", modifier: 5 };
  if (["origin", "origin-when-cross-origin", "unsafe-url"].includes(value))
    return { test: "Referrer Policy", result: "referrer-policy-unsafe", modifier: -5 };
  if (value === "no-referrer-when-downgrade")
    return { test: "Referrer Policy", result: "referrer-policy-no-referrer-when-downgrade", modifier: 0 };
  return { test: "Referrer Policy", result: "referrer-policy-header-invalid", modifier: -5 };
}

function hsts(page: ObservatoryInput["page"]): ObservatoryLine {
  const maxAge = /max-age=(\d+)/i.exec(page["strict-transport-security"] ?? "")?.[1];
  if (maxAge === undefined) return { test: "HSTS", result: "hsts-not-implemented", modifier: -20 };
  // hsts-preloaded (+5) needs the host on the browsers' preload list: not something a response shows.
  if (Number(maxAge) >= SIX_MONTHS) return { test: "HSTS", result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
  return { test: "HSTS", result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

function sri(input: ObservatoryInput, origin: string): ObservatoryLine {
  if (input.scripts.length === 0)
    return { test: "Subresource Integrity", result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  if (input.scripts.every((src) => new URL(src).origin === origin))
    return {
      test: "Subresource Integrity",
      result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      modifier: 0,
    };
  return { test: "Subresource Integrity", result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function contentType(page: ObservatoryInput["page"]): ObservatoryLine {
  if (page["x-content-type-options"]?.toLowerCase() === "nosniff")
    return { test: "X-Content-Type-Options", result: "x-content-type-options-nosniff", modifier: 0 };
  return { test: "X-Content-Type-Options", result: "x-content-type-options-not-implemented", modifier: -5 };
}

function frames(page: ObservatoryInput["page"]): ObservatoryLine {
  if (cspDirectives(page["content-security-policy"] ?? "").has("frame-ancestors"))
    return { test: "X-Frame-Options", result: "x-frame-options-implemented-via-csp", modifier: 5 };
  if (/^(deny|sameorigin)$/i.test(page["x-frame-options"] ?? ""))
    return { test: "X-Frame-Options", result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test: "X-Frame-Options", result: "x-frame-options-not-implemented", modifier: -20 };
}

function corp(page: ObservatoryInput["page"]): ObservatoryLine {
  const value = page["cross-origin-resource-policy"]?.toLowerCase();
  if (value === "same-origin")
    return { test: "Cross-Origin-Resource-Policy", result: "corp-implemented-with-same-origin", modifier: 0 };
  if (value === "same-site")
    return { test: "Cross-Origin-Resource-Policy", result: "corp-implemented-with-same-site", modifier: 0 };
  if (value === "cross-origin")
    return { test: "Cross-Origin-Resource-Policy", result: "corp-implemented-with-cross-origin", modifier: -20 };
  return { test: "Cross-Origin-Resource-Policy", result: "corp-not-implemented", modifier: 0 };
}

export function observatoryScore(
  input: ObservatoryInput,
  origin: string,
): { readonly lines: readonly ObservatoryLine[]; readonly score: number; readonly grade: string } {
  const lines = [
    csp(input.page),
    cookies(input.page),
    cors(input.page),
    redirection(input),
    referrer(input.page),
    hsts(input.page),
    sri(input, origin),
    contentType(input.page),
    frames(input.page),
    corp(input.page),
  ];
  const penalties = lines.reduce((sum, line) => sum + Math.min(0, line.modifier), 0);
  const bonuses = lines.reduce((sum, line) => sum + Math.max(0, line.modifier), 0);
  const afterPenalties = Math.max(0, 100 + penalties);
  const score = afterPenalties >= 90 ? afterPenalties + bonuses : afterPenalties;
  const grades: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return { lines, score, grade: grades.find(([floor]) => score >= floor)?.[1] ?? "F" };
}
