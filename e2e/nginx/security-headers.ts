import { expect } from "@playwright/test";

/**
 * The headers deploy/nginx.conf puts on every response of the HTTPS server (docs/deploy.md), as
 * one table the header specs check against. Names are lower case, as Playwright reports them.
 */
export const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "referrer-policy": "no-referrer",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "x-content-type-options": "nosniff",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
} as const;

/** Each directive with the sources it must start with (hashes and API origins may follow). */
const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  // The e2e run serves the sandbox build, which registers MSW's worker; production has 'none'.
  "worker-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'self'"],
  "form-action": ["'self'"],
};

export const cspDirectives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== "")
      .map(([name = "", ...sources]) => [name.toLowerCase(), sources]),
  );

/**
 * Checks every security header of one response (`headers` with lower-case names). `tls`: whether
 * it came over HTTPS (HSTS is only sent there). `label` names the response in failures.
 */
export function expectSecurityHeaders(headers: Readonly<Record<string, string>>, label: string, tls = true): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === "strict-transport-security" && !tls) continue;
    expect(headers[name], `${label}: ${name}`).toBe(value);
  }
  const csp = cspDirectives(headers["content-security-policy"] ?? "");
  for (const [name, sources] of Object.entries(CSP_DIRECTIVES)) {
    expect(csp.get(name)?.slice(0, sources.length), `${label}: CSP ${name}`).toEqual(sources);
  }
  const all = [...csp.values()].flat();
  expect(all, `${label}: no unsafe source`).not.toContain("'unsafe-eval'");
  expect(csp.get("script-src"), `${label}: no inline script`).not.toContain("'unsafe-inline'");
  expect(csp.get("style-src"), `${label}: no inline style element`).not.toContain("'unsafe-inline'");
  // No CSP_REPORT_URI in the e2e run: no endpoint may be named (docs/deploy.md).
  expect(
    csp.has("report-to") || csp.has("report-uri") || headers["reporting-endpoints"] !== undefined,
    `${label}: no report endpoint`,
  ).toBe(false);
}
