import { expect, test } from "../support/csp";
import { currentPath } from "../support/expect-page";
import { DEMO_TOKEN, LANGUAGES, localized, ROUTES } from "../support/pages";
import { axeViolations, settled } from "./axe";

/**
 * WCAG 2.2 AA on every SPEC §2 route, in English and Arabic (right-to-left). Login-required pages
 * are visited as the sandbox's demo user (token query parameter, docs/sandbox.md); the others as
 * a visitor. Any axe violation fails, with the route, the rule and the elements it found.
 *
 * One browser page per language opens the routes one after the other (a full load of each
 * address, visitor pages first, then the login-required ones signed in), each as its own step with
 * soft checks, so every failing route is reported and the browser context and the sandbox's
 * service worker are set up once per language, not once per route.
 */
const LANGUAGES_CHECKED = LANGUAGES.filter((language) => language.code === "en" || language.code === "ar");
const soft = expect.configure({ soft: true });
const visitorFirst = [...ROUTES].sort((a, b) => Number(a.access === "loginRequired") - Number(b.access === "loginRequired"));

for (const language of LANGUAGES_CHECKED) {
  test(`axe, ${language.code}: every route`, async ({ page }) => {
    test.setTimeout(ROUTES.length * 15_000);
    let signedIn = false;
    for (const route of visitorFirst) {
      const address = localized(language, route.path);
      const needsSignIn = route.access === "loginRequired";
      await test.step(`${address}${needsSignIn ? " (signed in)" : ""}`, async () => {
        await page.goto(needsSignIn && !signedIn ? `${address}?token=${DEMO_TOKEN}` : address);
        signedIn ||= needsSignIn;
        await soft
          .poll(() => currentPath(page), { message: `${address} opens (no guard redirect, the token leaves the address)` })
          .toBe(address);
        await settled(page, route.heading(language));
        soft(await axeViolations(page), `${address}: axe violations`).toEqual([]);
      });
    }
  });
}

/** The green certificate screens beyond their first view: signed in, generated, unknown code. */
test.describe("axe, certificate states", () => {
  for (const language of LANGUAGES_CHECKED) {
    test(`${language.code}: offers signed in, a certificate generated, an unknown code`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${localized(language, "/buy/green-certificates")}?token=${DEMO_TOKEN}`);
      // The token sign-in, then the offers: a cold start on a busy machine can take more than 5 s.
      await expect(page.getByRole("radio").first()).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${localized(language, "/payment/green-certificate-generating")}?code=CERT-DEMO`);
      // Generated (the 4th poll, 2 s apart): the ready state has its own heading.
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toBeVisible({ timeout: 20_000 });
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${localized(language, "/payment/green-certificate-generating")}?code=CERT-0`);
      await expect(page.getByRole("main").getByRole("status")).toContainText("CERT-0");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("axe, error pages", () => {
  for (const address of ["/no/such/page", "/ar/no/such/page", "/no-such-game"]) {
    test(address, async ({ page }) => {
      await page.goto(address);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
