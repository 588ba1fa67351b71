import { expect, test } from "@playwright/test";
import { playAndPay } from "./support";

/**
 * The main journey in Arabic (SPEC §1: ar-SA, right to left): every label from the Arabic texts,
 * every amount formatted with Intl for "ar" as the app does (Latin digits), ending on /ar/thank-you.
 */
test("a visitor plays and pays in Arabic", async ({ page }) => {
  await playAndPay(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
});
