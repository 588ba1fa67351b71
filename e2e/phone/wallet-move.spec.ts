import { expect, test } from "@playwright/test";
import { DEMO_TOKEN } from "../support/pages";
import { settledPage } from "./support";

/**
 * A top-up on a 320 × 640 phone: once the money has moved, the words that say so are focused and
 * on the screen. They were drawn under Review, below the fold, where the closing dialog had put
 * focus back: nothing in sight said the top-up had gone through.
 */
test.use({ viewport: { width: 320, height: 640 } });

test("in, by touch: after a top-up its confirmation is focused and in sight", async ({ page }) => {
  await page.goto(`/in/wallet?step=2&token=${DEMO_TOKEN}`);
  await settledPage(page);
  const main = page.getByRole("main");
  const amount = main.getByRole("textbox", { name: /^Jumlah/ });
  await amount.tap();
  await amount.pressSequentially("50");
  await main.getByRole("button", { name: "Tinjau" }).tap();
  await page.getByRole("alertdialog").getByRole("button", { name: "Konfirmasi" }).tap();
  const done = main.getByRole("status").filter({ hasText: /^Selesai/ });
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport();
});
