import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO_TOKEN } from "../../mocks/seed";
import idCheckout from "../../src/ui/i18n/id/checkout";
import { LUCKY_DAY, WORDS } from "../play/support";

/**
 * The bars stuck to the bottom of a 320 × 640 phone (Add to cart, Pay): the total's label sits
 * above its amount, beside the button, so the bar is one row high and leaves the numbers the room.
 * Before, the total took a row of its own over the button: 101 px of the screen on the game page and
 * 109 px on the checkout (151 px with the reason of a blocked button), about a sixth of it under the
 * banner's 53 px. A label too long for the button's share of the row wraps inside the button.
 */
test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

const prefix = (lang: string): string => (lang === "en" ? "" : `/${lang}`);

/** The checkout's words in each language (`in` is the shop's path for the `id` dictionaries). */
const CHECKOUT = { en: WORDS.en.checkout, ar: WORDS.ar.checkout, in: idCheckout } as const;

/** The bar, its height, and its total and button side by side on one row. */
async function expectOneRow(page: Page, bar: Locator): Promise<void> {
  await expect(bar.locator("p").first()).toBeVisible();
  const [box, total, button] = await Promise.all([
    bar.boundingBox(),
    bar.locator("p").first().boundingBox(),
    bar.getByRole("button").boundingBox(),
  ]);
  if (box === null || total === null || button === null) throw new Error("the bar is not laid out");
  expect(box.height, "the bar takes at most 15 % of a 640 px screen").toBeLessThanOrEqual(96);
  expect(total.y, "the total starts above the button's end").toBeLessThan(button.y + button.height);
  expect(button.y, "the button starts above the total's end").toBeLessThan(total.y + total.height);
  expect(button.height, "the button is a 44 px target").toBeGreaterThanOrEqual(44);
  const viewport = page.viewportSize();
  expect(box.y + box.height, "the bar ends at the screen's end").toBeLessThanOrEqual((viewport?.height ?? 0) + 1);
}

for (const lang of ["en", "ar", "in"] as const) {
  test(`in ${lang}, the game page's and the checkout's bars are one row at 320 px`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/${LUCKY_DAY.game_slug}?picks=10,20,30,40,41,42-22&token=${DEMO_TOKEN}`);
    const addBar = page.locator(".play-cart-actions");
    await expect(addBar.getByRole("button")).not.toHaveAttribute("aria-disabled");
    await expectOneRow(page, addBar);
    await addBar.getByRole("button").tap();
    await expect(page.getByRole("banner").getByRole("link", { name: /1/ })).toBeVisible();
    await page.goto(`${prefix(lang)}/checkout`);
    // Measured once Pay is on: while the balance and the weekly limit are checked, the bar also
    // says why Pay waits (a second line, 106 px in one CI run).
    const payBar = page.locator(".checkout-pay");
    await expect(payBar.getByRole("button")).not.toHaveAttribute("aria-disabled");
    await expectOneRow(page, payBar);
    // The demo player's balance covers the cart: beside Pay, what paying takes from it (the
    // cart's total, no voucher), not the amount owed, which is 0.00 whenever Pay is on.
    const payment = CHECKOUT[lang].payment;
    const total = await page.getByTestId("summary-total").textContent();
    await expect(payBar.locator(".checkout-pay__amount-label")).toHaveText(payment.fromBalance);
    await expect(payBar.locator(".checkout-pay__amount bdi")).toHaveText(total ?? "");
    // A discount voucher: the price before the discount is the most paying takes, in the longest
    // words the bar has, still one row.
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: CHECKOUT[lang].voucher.code }).fill("WELCOME20");
    await main.getByRole("button", { name: CHECKOUT[lang].voucher.redeem, exact: true }).tap();
    await expect(payBar.locator(".checkout-pay__amount-label")).toHaveText(payment.fromBalanceAtMost);
    await expect(payBar.locator(".checkout-pay__amount bdi")).toHaveText(total ?? "");
    await expect(payBar.getByRole("button")).not.toHaveAttribute("aria-disabled");
    await expectOneRow(page, payBar);
  });
}
