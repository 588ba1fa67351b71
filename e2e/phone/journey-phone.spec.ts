import { devices, expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO_USER } from "../../mocks/seed";
import {
  at,
  cartLink,
  DEMO_BALANCE_FILS,
  entryBoards,
  entryName,
  exactly,
  expectCartLine,
  fact,
  fill,
  type Lang,
  lineFils,
  LUCKY_DAY,
  money,
  openLuckyDay,
  orderSummary,
  pathOf,
  WORDS,
} from "../play/support";
import { layoutReport } from "./support";

// The phone project of playwright.config.ts (Pixel 7: touch, mobile viewport); set here too, so the
// spec taps on a phone whichever project runs it.
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
test.use(pixel7);

/** The control is fully inside the screen now, without scrolling (the sticky bars of issue 12). */
async function expectOnScreen(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  const viewport = page.viewportSize();
  expect(box, "the control is laid out").not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.y, "top inside the screen").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "bottom inside the screen").toBeLessThanOrEqual(viewport.height + 1);
  expect(box.x, "start inside the screen").toBeGreaterThanOrEqual(-1);
  expect(box.x + box.width, "end inside the screen").toBeLessThanOrEqual(viewport.width + 1);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const report = await layoutReport(page);
  expect(report.overflowPx, `page wider than the screen (${report.outside.join("; ")})`).toBe(0);
  expect(report.outside).toEqual([]);
}

/**
 * Issue 12 / SPEC §1, §2, §4: a visitor on a phone plays and pays with taps only — a quick pick on
 * the game page, Add to cart from the bar stuck to the bottom of the screen, the cart in the
 * compact header, sign in through the real form (returnUrl), Pay from the checkout's bottom bar,
 * the receipt on /thank-you. No page of the way scrolls sideways.
 */
async function playAndPayByTapping(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  const main = page.getByRole("main");
  const total = lineFils(1, 1);

  await openLuckyDay(page, lang);
  await expectNoSidewaysScroll(page);
  // Issue 12 bidi: the name with digits ("Lucky Day 6 + 1") is isolated, so Arabic keeps its order.
  await expect(page.getByRole("heading", { level: 1 }).locator("bdi")).toHaveText(LUCKY_DAY.name);
  await main.getByRole("button", { name: fill(w.play.entry.quickPickLabel, { entry: entryName(lang, 1) }) }).tap();
  // A quick-picked pool is complete, not a mistake: no explanation of how to change a number.
  await expect(main.getByText(fill(w.play.pool.chosen, { chosen: 6, picks: 6 }), { exact: true })).toBeVisible();
  await expect(main.getByText(fill(w.play.pool.full, { chosen: 6, picks: 6 }), { exact: true })).toBeHidden();
  await main.getByRole("button", { name: fill(w.play.entry.doneLabel, { entry: entryName(lang, 1) }) }).tap();
  const boards = await entryBoards(page, lang, 1);

  // Scrolled back to the top, the bottom bar still holds the total and Add to cart.
  await page.evaluate(() => window.scrollTo(0, 0));
  const addToCart = main.getByRole("button", { name: w.play.addToCart, exact: true });
  await expectOnScreen(page, addToCart);
  await expect(main.locator(".play-cart-actions__total bdi")).toHaveText(exactly(money(total, lang)));
  await addToCart.tap();
  await expect(cartLink(page, lang, 1)).toBeVisible();

  await cartLink(page, lang, 1).tap();
  await expect.poll(() => pathOf(page)).toBe(at(lang, "/checkout"));
  await expectCartLine(page, lang, boards, 1);
  await expectNoSidewaysScroll(page);
  await expect(fact(orderSummary(page, lang), w.cart.summary.total)).toHaveText(exactly(money(total, lang)));

  await main.getByRole("link", { name: w.checkout.payment.balanceUnknown }).tap();
  await expect.poll(() => pathOf(page)).toBe(`${at(lang, "/login")}?returnUrl=${encodeURIComponent(at(lang, "/checkout"))}`);
  await expectNoSidewaysScroll(page);
  const phone = main.getByRole("textbox", { name: w.account.phone.number });
  await expect(phone).toHaveAttribute("inputmode", "tel");
  await expect(phone).toHaveAttribute("autocomplete", "tel-national");
  // 16 px text: a phone does not zoom the page in when the field takes focus.
  expect(await phone.evaluate((field) => getComputedStyle(field).fontSize)).toBe("16px");
  await phone.tap();
  await phone.fill(DEMO_USER.phone);
  const password = main.getByLabel(w.account.password.label, { exact: true });
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await password.tap();
  await password.fill(DEMO_USER.password);
  await main.getByRole("button", { name: w.account.login.submit, exact: true }).tap();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(at(lang, "/checkout"));
  await expectCartLine(page, lang, boards, 1);

  const summary = orderSummary(page, lang);
  await expect(fact(summary, w.cart.summary.balance)).toHaveText(exactly(money(DEMO_BALANCE_FILS, lang)));
  await page.evaluate(() => window.scrollTo(0, 0));
  const pay = main.getByRole("button", { name: w.checkout.payment.pay, exact: true });
  await expectOnScreen(page, pay);
  await pay.tap();

  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(at(lang, "/thank-you"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.checkout.receipt.heading);
  await expect(fact(main, w.checkout.receipt.amountPaid)).toHaveText(exactly(money(total, lang)));
  await expect(fact(main, w.checkout.receipt.newBalance)).toHaveText(exactly(money(DEMO_BALANCE_FILS - total, lang)));
  await expectCartLine(page, lang, boards, 1);
  await expectNoSidewaysScroll(page);
  await expect(cartLink(page, lang, 0)).toBeVisible();
}

test("a visitor on a phone quick-picks, signs in at checkout and pays, by tapping", async ({ page }) => {
  await playAndPayByTapping(page, "en");
});

test("the same journey in Arabic, right to left", async ({ page }) => {
  await playAndPayByTapping(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test.describe("on a small phone (320 × 640)", () => {
  test.use({ viewport: { width: 320, height: 640 }, screen: { width: 320, height: 640 } });

  test("the journey fits 320 px in Arabic", async ({ page }) => {
    await playAndPayByTapping(page, "ar");
  });
});
