import { expect, test } from "@playwright/test";
import { cartLink, money, orderSummary, fact, signedInWithOneLine, WORDS, LUCKY_DAY, exactly } from "./support";

/**
 * On a computer the Pay block is an ordinary block after the order summary; the line above Pay says
 * what paying takes from the balance, as the phone's bar does beside it (the order summary names the
 * total, the balance and the amount owed, not that figure).
 */
for (const lang of ["en", "ar"] as const) {
  test(`${lang}: at 1280 px the line above Pay says what paying takes from the balance`, async ({ page }) => {
    const w = WORDS[lang];
    await signedInWithOneLine(page, lang);
    await cartLink(page, lang, 1).click();
    const main = page.getByRole("main");
    const pay = main.getByRole("button", { name: w.checkout.payment.pay, exact: true });
    await expect(pay).not.toHaveAttribute("aria-disabled");
    const total = money(LUCKY_DAY.price_fils, lang);
    await expect(fact(orderSummary(page, lang), w.cart.summary.total)).toHaveText(exactly(total));
    const amount = main.locator(".checkout-pay__amount");
    await expect(amount).toBeVisible();
    await expect(amount).toHaveText(`${w.checkout.payment.fromBalance} ${total}`);
    const [line, button] = [await amount.boundingBox(), await pay.boundingBox()];
    if (line === null || button === null) throw new Error("the amount or Pay is not laid out");
    expect(line.y + line.height, "the amount is on a line of its own, above Pay").toBeLessThanOrEqual(button.y + 1);
  });
}
