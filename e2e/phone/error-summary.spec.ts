import { expect, test } from "@playwright/test";
import { appHasRun } from "../support/expect-page";

/**
 * A form's error summary on a touch screen: each link to a field is a 44 px target, as every
 * control on a phone is (docs/ui-kit.md), and a tap on it puts focus in its field.
 */
test("ar: the contact form's error summary links are 44 px touch targets that take focus to their field", async ({ page }) => {
  await page.goto("/ar/contact-us");
  await appHasRun(page);
  await page.locator("main form button[type=submit]").tap();
  const links = page.locator(".form-error-summary__list a");
  await expect(links.first()).toBeVisible();
  const heights = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(1);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  await links.nth(1).tap();
  const target = await links.nth(1).getAttribute("href");
  await expect(page.locator(target ?? "#none")).toBeFocused();
});
