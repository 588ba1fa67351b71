import { type APIResponse, expect, type Page, test } from "@playwright/test";

/**
 * The shop as nginx serves it in production (deploy/nginx.conf, docs/quality.md): the security
 * and cache headers, and no Content-Security-Policy violation on the main pages.
 */
test.skip(!process.env["E2E_NGINX"], "checks nginx's headers: run it with npm run test:e2e:nginx");

const PAGES = ["/", "/lucky-day", "/checkout", "/login", "/register", "/faq", "/ar", "/ar/lucky-day", "/no/such/page"];

interface CspWindow {
  __cspViolations: string[];
}

/** Collects `securitypolicyviolation` events from the first script on, and CSP console messages. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const target = window as unknown as CspWindow;
    target.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      target.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) fromConsole.push(`console ${message.type()}: ${message.text()}`);
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as CspWindow).__cspViolations))];
}

for (const path of PAGES) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(path);
    await expect(page.locator("#root")).not.toBeEmpty();
    await page.waitForLoadState("networkidle");
    // Toggle a number where there is a picker: inline style changes happen on interaction too.
    const seven = page.getByRole("button", { name: "Number 7", exact: true }).first();
    if (await seven.isVisible()) await seven.click();
    expect(await violations()).toEqual([]);
  });
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'", "connect-src 'self'", "worker-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'"]) {
    expect(csp, directive).toContain(directive);
  }
  expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  expect(headers["x-content-type-options"]).toBe("nosniff");
}

test("index.html: security headers, revalidated on every use", async ({ request }) => {
  for (const path of ["/", "/index.html", "/wallet", "/ar/lucky-day"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response);
  }
});

test("hashed assets: cached for good, gzipped; a missing one is a real 404", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset, "index.html loads a script from /assets/").toBeDefined();
  const response = await request.get(asset ?? "", { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expectSecurityHeaders(response);
  const missing = await request.get("/assets/no-such-chunk-0000.js");
  expect(missing.status()).toBe(404);
  expect(await missing.text(), "never the app's index.html").not.toContain('id="root"');
});

test("/version.json and /mockServiceWorker.js: revalidated on every use", async ({ request }) => {
  for (const path of ["/version.json", "/mockServiceWorker.js"]) {
    const response = await request.get(path);
    expect(response.status(), `${path} exists in the build`).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(response);
  }
  expect(await (await request.get("/version.json")).json()).toEqual(expect.any(Object));
});
