import { expect, test } from "@playwright/test";
import { appHasRun } from "../support/expect-page";
import { at, pathOf, playAndPay, WORDS } from "./support";

/**
 * The main journey in Arabic (SPEC §1: ar-SA, right to left): every label from the Arabic texts,
 * every amount formatted with Intl for "ar" as the app does (Latin digits), ending on /ar/thank-you.
 */
test("a visitor plays and pays in Arabic", async ({ page }) => {
  await playAndPay(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");

  // Loaded again, the thank-you page has no receipt (it is the visit's): it points to the wallet's
  // history, where the purchase is, and no longer to "the details below" with nothing below.
  await page.goto(at("ar", "/thank-you"));
  await appHasRun(page);
  const main = page.getByRole("main");
  await expect(main.getByText(/أدناه/)).toHaveCount(0);
  await main.getByRole("link", { name: WORDS.ar.checkout.receipt.walletHistory }).click();
  await expect.poll(() => pathOf(page)).toBe(at("ar", "/wallet"));
});
