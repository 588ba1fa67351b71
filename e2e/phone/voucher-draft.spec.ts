import { expect, test } from "@playwright/test";
import { appHasRun } from "../support/expect-page";
import { at, cartLink, entryName, fill, openLuckyDay, WORDS } from "../play/support";

/**
 * A voucher code typed and not yet redeemed is there again after Edit on a cart line and Back
 * (docs/routing.md, "What was typed, after Back"): on a phone the code was typed once, letter by
 * letter, and was gone.
 */
test.use({ viewport: { width: 320, height: 640 } });

test("ar, by touch: the voucher code typed is still there after Edit and Back, and after a reload", async ({ page }) => {
  const w = WORDS.ar;
  const main = page.getByRole("main");
  await openLuckyDay(page, "ar");
  await appHasRun(page);
  await main.getByRole("button", { name: fill(w.play.entry.quickPickLabel, { entry: entryName("ar", 1) }) }).tap();
  await page.getByRole("button", { name: w.play.addToCart, exact: true }).first().tap();
  await cartLink(page, "ar", 1).tap();
  await expect(page).toHaveURL(new RegExp(`${at("ar", "/checkout")}$`));

  const code = main.getByRole("textbox", { name: w.checkout.voucher.code });
  await code.tap();
  await code.pressSequentially("SAVE10");
  await main
    .getByRole("button", { name: new RegExp(`^${w.cart.item.edit}`) })
    .first()
    .tap();
  await expect(page).toHaveURL(/\/ar\/lucky-day/);
  await appHasRun(page);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${at("ar", "/checkout")}$`));
  await expect(code).toHaveValue("SAVE10");
  await page.reload();
  await appHasRun(page);
  await expect(code).toHaveValue("SAVE10");
});
