import { expect, test } from "../support/csp";
import { DEMO_TOKEN, localized } from "../support/pages";
import { AXE_LANGUAGES, axeViolations, settled } from "./axe";

/**
 * WCAG 2.2 AA beyond the route walk: every SPEC §2 route is scanned in English and Arabic by
 * e2e/routes.spec.ts, which opens each one anyway; here the green certificate's later states and
 * the error pages, which that walk does not reach.
 */
/** The green certificate screens beyond their first view: signed in, generated, unknown code. */
test.describe("axe, certificate states", () => {
  for (const language of AXE_LANGUAGES) {
    test(`${language.code}: offers signed in, a certificate generated, an unknown code`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${localized(language, "/buy/green-certificates")}?token=${DEMO_TOKEN}`);
      // The token sign-in, then the offers: a cold start on a busy machine can take more than 5 s.
      await expect(page.getByRole("radio").first()).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${localized(language, "/payment/green-certificate-generating")}?code=CERT-DEMO`);
      // Generated (the 4th poll, 2 s apart): the ready state links the certificate.
      await expect(page.getByRole("main").getByRole("status").getByRole("link")).toBeVisible({ timeout: 20_000 });
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
