import { expect, test } from "@playwright/test";
import { obscuredFocusStops } from "../a11y/focus-obscured";
import { settled } from "../a11y/axe";
import { addOneQuickPick, cartLink, openLuckyDay } from "../play/support";

/**
 * WCAG 2.4.11 on a phone (a keyboard or switch control with it): the game page's Add to cart bar
 * and the checkout's Pay bar are stuck to the bottom of the screen, the banner to the top. A
 * control Tab brings into view stops clear of both (base.css `scroll-padding-block`, their heights
 * from sticky-inset.ts): the frequency's first choice ("Next draw only" then) ended under the Add to cart bar.
 */
for (const lang of ["en", "ar"] as const) {
  test(`in ${lang}, Tab through the game page and the checkout never leaves focus under a bar`, async ({ page }) => {
    await openLuckyDay(page, lang);
    await settled(page);
    const onGame = await obscuredFocusStops(page, "Tab", 80, "footer");
    await addOneQuickPick(page, lang, 1);
    await cartLink(page, lang, 1).click();
    await expect(page.locator(".checkout-pay")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const onCheckout = await obscuredFocusStops(page, "Tab", 60, "footer");
    expect([...onGame.map((stop) => `game page: ${stop}`), ...onCheckout.map((stop) => `checkout: ${stop}`)]).toEqual([]);
  });
}
