import { expect, test } from "@playwright/test";
import { at, cartLink, LUCKY_DAY, WORDS } from "../play/support";

/**
 * A cart line's board on the narrowest phone: a 6 + 1 ticket of two-digit numbers keeps its seven
 * balls on one row. Before, the bonus ball wrapped to a row of its own, where a lone ball reads as
 * the start of another entry.
 */
test.use({ viewport: { width: 320, height: 640 } });

for (const lang of ["en", "ar"] as const) {
  test(`in ${lang}, a cart line's seven balls of two digits stay on one row at 320 px`, async ({ page }) => {
    await page.goto(at(lang, `/${LUCKY_DAY.game_slug}?picks=10,20,30,40,41,42-22`));
    await page.getByRole("main").getByRole("button", { name: WORDS[lang].play.addToCart, exact: true }).click();
    await expect(cartLink(page, lang, 1)).toBeVisible();
    await page.goto(at(lang, "/checkout"));
    const board = page.locator(".cart-item .ui-balls").first();
    await expect(board.locator("li")).toHaveCount(7);
    const rows = await board
      .locator("li")
      .evaluateAll((balls) => new Set(balls.map((ball) => Math.round(ball.getBoundingClientRect().top))).size);
    expect(rows, "rows of balls").toBe(1);
  });
}
