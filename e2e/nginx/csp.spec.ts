import { type APIResponse, expect, test } from "@playwright/test";
import { watchCsp } from "../support/csp";
import { DEMO_TOKEN, LANGUAGES, localized, ROUTES } from "../support/pages";

/**
 * The shop as nginx serves it in production (deploy/nginx.conf, docs/quality.md): the security
 * and cache headers, and no Content-Security-Policy violation on any page. Other specs can fail
 * on a violation too by importing `test` from e2e/support/csp.ts (the fault specs do).
 */
test.skip(!process.env["E2E_NGINX"], "checks nginx's headers: run it with npm run test:e2e:nginx");

const MAIN_PAGES = ["/", "/lucky-day", "/checkout", "/login", "/register", "/faq", "/ar", "/ar/lucky-day", "/no/such/page"];

for (const path of MAIN_PAGES) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(path);
    await expect(page.locator("#root")).not.toBeEmpty();
    await page.waitForLoadState("networkidle");
    // Toggle a number where there is a picker: inline style changes happen on interaction too.
    const seven = page.getByRole("button", { name: "Number 7", exact: true }).first();
    if (await seven.isVisible()) await seven.click();
    expect(violations()).toEqual([]);
  });
}

/** Every SPEC §2 route in every language: visitor pages first, then the login-required ones signed in. */
for (const language of LANGUAGES) {
  test(`no CSP violation on any route in ${language.code}`, async ({ page }) => {
    test.setTimeout(ROUTES.length * 10_000);
    const violations = await watchCsp(page);
    const visitorFirst = [...ROUTES].sort((a, b) => Number(a.access === "loginRequired") - Number(b.access === "loginRequired"));
    let signedIn = false;
    for (const route of visitorFirst) {
      const address = localized(language, route.path);
      await test.step(address, async () => {
        const signIn = route.access === "loginRequired" && !signedIn;
        await page.goto(signIn ? `${address}?token=${DEMO_TOKEN}` : address);
        signedIn ||= signIn;
        // The page has rendered (its own heading is the routes and a11y specs' business).
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Internal Server Error");
        await page.waitForLoadState("networkidle");
      });
    }
    expect(violations()).toEqual([]);
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
