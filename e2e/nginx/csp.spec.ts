import { expect, test } from "@playwright/test";
import { watchCsp } from "../support/csp";

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

/*
 * Every SPEC §2 route in every language is loaded under the CSP guard of e2e/support/csp.ts by the
 * route walks that load them anyway: e2e/routes.spec.ts (each route as a visitor, then each
 * login-required one signed in, in en, ar and in) and e2e/a11y/all-routes.spec.ts (en and ar).
 */
