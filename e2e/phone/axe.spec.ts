import { expect, test } from "../support/csp";
import { axeViolations } from "../a11y/axe";
import { menuButton, settledPage } from "./support";

/**
 * Issue 12: WCAG 2.2 AA (axe) on the phone layout of the main pages — home, a game page and the
 * cart with an entry in it — and with the header's menu open, in English and Arabic.
 */
test("home, with the menu open too, has no axe violations", async ({ page }) => {
  await page.goto("/");
  await settledPage(page);
  expect(await axeViolations(page)).toEqual([]);
  await menuButton(page).tap();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the Arabic home page with the menu open has no axe violations", async ({ page }) => {
  await page.goto("/ar");
  await settledPage(page);
  await menuButton(page, "القائمة").tap();
  await expect(page.getByRole("dialog", { name: "القائمة" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the game page and the cart with a quick pick in it have no axe violations", async ({ page }) => {
  await page.goto("/lucky-day");
  await settledPage(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("main").getByRole("button", { name: "Quick pick for ENTRY 1" }).tap();
  await page.getByRole("button", { name: "Add to cart", exact: true }).tap();
  const cart = page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" });
  await expect(cart).toBeVisible();
  await cart.tap();
  await expect(page).toHaveURL(/\/checkout$/);
  await settledPage(page);
  expect(await axeViolations(page)).toEqual([]);
});
