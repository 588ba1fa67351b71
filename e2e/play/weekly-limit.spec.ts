import { i18nString } from "typesafe-i18n";
import { NEAR_LIMIT_USER } from "../../mocks/seed";
import { initFormatters } from "../../src/ui/i18n/formatters";
import { callMatching, expect, test } from "../fault/sandbox-network";
import { at, cartLink, openLuckyDay, pathOf, quickPickTwoEntries, setDraws, signedInWithOneLine, WORDS } from "./support";

/**
 * SPEC §6/§7 weekly limit on /checkout (docs/play.md, "Weekly limit"). The sandbox's weekly limit
 * is 50 tickets; its player near the limit (docs/sandbox.md) has 2 left this week.
 */
const w = WORDS.en;
/** The notice's counts choose plural forms and go through the `count` formatter: the app's own runtime. */
const say = i18nString("en-US", initFormatters("en"));
const LIMIT_CALL = "POST /api/user/limit-game-per-week";

test("a player near the weekly limit: the over-limit message, Pay disabled, the cart kept", async ({ page, sandbox }) => {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: w.account.phone.number }).fill(NEAR_LIMIT_USER.phone);
  await main.getByLabel(w.account.password.label, { exact: true }).fill(NEAR_LIMIT_USER.password);
  await main.getByRole("button", { name: w.account.login.submit, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/");

  // Two entries for two draws: four plays, two more than are left.
  await openLuckyDay(page, "en");
  await quickPickTwoEntries(page, "en");
  await setDraws(page, "en", 2);
  await main.getByRole("button", { name: w.play.addToCart, exact: true }).click();
  await cartLink(page, "en", 1).click();
  await expect.poll(() => pathOf(page)).toBe("/checkout");

  const over = say(w.pay.weeklyLimit.over, { quantity: 4, remaining: 2, limit: 50, excess: 2 });
  const notice = main.getByRole("region", { name: w.pay.weeklyLimit.heading });
  await expect(notice.getByRole("alert")).toHaveText(over);
  const pay = main.getByRole("button", { name: w.checkout.payment.pay, exact: true });
  await expect(pay).toBeDisabled();
  await expect(main.getByText(w.pay.weeklyLimit.overBlocked, { exact: true })).toBeVisible();
  expect(sandbox.callsTo(LIMIT_CALL).length).toBeGreaterThanOrEqual(1);
  expect(sandbox.callsTo("POST /api/lotto/transact")).toHaveLength(0);

  // The cart is kept: after a reload the line and the message are still there.
  await page.reload();
  await expect(cartLink(page, "en", 1)).toBeVisible();
  await expect(main.getByRole("region", { name: w.pay.weeklyLimit.heading }).getByRole("alert")).toHaveText(over);
  await expect(main.getByRole("button", { name: w.checkout.payment.pay, exact: true })).toBeDisabled();
});

test("a normal player: what the cart uses of the weekly limit, then Pay goes through after a second check", async ({
  page,
  sandbox,
}) => {
  await signedInWithOneLine(page, "en");
  await page.goto(at("en", "/checkout"));
  const main = page.getByRole("main");
  const notice = main.getByRole("region", { name: w.pay.weeklyLimit.heading });
  await expect(notice).toHaveText(say(w.pay.weeklyLimit.within, { quantity: 1, remaining: 50, limit: 50 }));
  const checksBeforePay = sandbox.callsTo(LIMIT_CALL).length;
  expect(checksBeforePay).toBeGreaterThanOrEqual(1);

  await main.getByRole("button", { name: w.checkout.payment.pay, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/thank-you");
  // SPEC §7: checked again on Pay, before the purchase.
  expect(sandbox.callsTo(LIMIT_CALL).length).toBe(checksBeforePay + 1);
  expect(sandbox.callsTo("POST /api/lotto/transact")).toHaveLength(1);
});

test("a failed check keeps Pay off until 'Check again' gets an answer", async ({ page, sandbox }) => {
  await signedInWithOneLine(page, "en");
  sandbox.fail(callMatching(LIMIT_CALL), "500", 1);
  await page.goto(at("en", "/checkout"));
  const main = page.getByRole("main");
  const notice = main.getByRole("region", { name: w.pay.weeklyLimit.heading });
  await expect(notice.getByRole("alert")).toHaveText(w.pay.weeklyLimit.failed);
  await expect(main.getByRole("button", { name: w.checkout.payment.pay, exact: true })).toBeDisabled();

  await notice.getByRole("button", { name: w.pay.weeklyLimit.checkAgain, exact: true }).click();
  await expect(notice).toHaveText(say(w.pay.weeklyLimit.within, { quantity: 1, remaining: 50, limit: 50 }));
  await expect(main.getByRole("button", { name: w.checkout.payment.pay, exact: true })).toBeEnabled();
  expect(sandbox.callsTo("POST /api/lotto/transact")).toHaveLength(0);
});
