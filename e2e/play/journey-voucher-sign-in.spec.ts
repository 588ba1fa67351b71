import { expect, test } from "@playwright/test";
import {
  addOneQuickPick,
  at,
  cartLink,
  exactly,
  fact,
  fill,
  money,
  openLuckyDay,
  orderSummary,
  pathOf,
  SAVE10_FILS,
  signInThroughForm,
  WORDS,
} from "./support";

/**
 * SPEC §6/§8 voucher as a guest, in Arabic as it was reported: the code typed on the checkout goes
 * with the guest to sign in (never to the voucher endpoint, whose 401 used to send them to /login
 * with no word and lose the code), comes back in the returnUrl and is redeemed once; the address
 * is left without it.
 */
test("a guest's voucher goes through sign-in and is redeemed on the way back", async ({ page }) => {
  const lang = "ar";
  const w = WORDS[lang];
  const redeems: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/voucher/used") redeems.push(request.url());
  });

  await openLuckyDay(page, lang);
  await addOneQuickPick(page, lang, 1);
  await cartLink(page, lang, 1).click();
  await expect(page).toHaveURL(at(lang, "/checkout"));

  const main = page.getByRole("main");
  const field = main.getByRole("textbox", { name: w.checkout.voucher.code });
  await expect(field).toHaveAccessibleDescription(w.checkout.voucher.signInHint);
  await expect(main.getByRole("button", { name: w.checkout.voucher.redeem, exact: true })).toHaveCount(0);
  await field.fill("SAVE10");
  await main.getByRole("button", { name: w.checkout.voucher.signInToRedeem, exact: true }).click();

  await expect
    .poll(() => pathOf(page))
    .toBe(`${at(lang, "/login")}?returnUrl=${encodeURIComponent(`${at(lang, "/checkout")}?voucher=SAVE10`)}`);
  expect(redeems).toEqual([]);
  await signInThroughForm(page, lang);

  // Back on the checkout (SPEC §2 returnUrl), the voucher applied and the code gone from the address.
  await expect(main.getByRole("button", { name: fill(w.checkout.voucher.removeLabel, { code: "SAVE10" }) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(fact(orderSummary(page, lang), fill(w.cart.summary.voucher, { code: "SAVE10" }))).toHaveText(
    exactly(money(-SAVE10_FILS, lang)),
  );
  await expect.poll(() => pathOf(page)).toBe(at(lang, "/checkout"));
  expect(redeems).toHaveLength(1);

  // A reload keeps the voucher and sends nothing again.
  await page.reload();
  await expect(main.getByRole("button", { name: fill(w.checkout.voucher.removeLabel, { code: "SAVE10" }) })).toBeVisible();
  expect(redeems).toHaveLength(1);
});
