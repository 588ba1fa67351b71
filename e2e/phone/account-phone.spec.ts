import { expect, test } from "@playwright/test";
import arAccount from "../../src/ui/i18n/ar/account";
import { appHasRun } from "../support/expect-page";

/**
 * The phone typed on one account form is on the next one the player opens (docs/accounts.md,
 * "The phone goes with the player"): a player who typed it on sign-in and then found they have no
 * account does not type it again on a phone keyboard.
 */
test.use({ viewport: { width: 320, height: 640 } });

test("ar, by touch: the phone typed on sign-in is on Create an account, after a reload, and back on sign-in", async ({
  page,
}) => {
  const main = page.getByRole("main");
  const number = main.getByRole("textbox", { name: arAccount.phone.number });
  await page.goto("/ar/login");
  await appHasRun(page);
  await number.tap();
  await number.pressSequentially("501234567");
  await main.getByRole("link", { name: arAccount.login.registerLink }).tap();

  await expect(page).toHaveURL(/\/ar\/register$/);
  await expect(main.getByRole("textbox", { name: arAccount.register.fullName })).toBeVisible();
  await expect(number).toHaveValue("501234567");
  await page.reload();
  await appHasRun(page);
  await expect(number).toHaveValue("501234567");
  await expect(page).not.toHaveURL(/501234567/);

  await main.getByRole("link", { name: arAccount.register.signInLink }).tap();
  await expect(page).toHaveURL(/\/ar\/login$/);
  await expect(number).toHaveValue("501234567");
});
