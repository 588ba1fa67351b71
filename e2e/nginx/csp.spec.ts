import { expect, test } from "@playwright/test";
import { watchCsp } from "../support/csp";
import { DEMO_TOKEN, LANGUAGES, localized, ROUTES } from "../support/pages";

/**
 * The shop as nginx serves it in production (deploy/nginx.conf, docs/deploy.md): no
 * Content-Security-Policy violation on any page (the headers themselves: headers.spec.ts). Other specs can fail
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
