import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "../a11y/axe";
import { callMatching, test as faultTest } from "../fault/sandbox-network";
import { at, entryName, fill, type Lang, openLuckyDay, pathOf, redeem, signedInWithOneLine, WORDS } from "./support";

/** WCAG 2.2 AA (axe, e2e/a11y/axe.ts) on one screen of the journey, once it has settled. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page), `${screen}: no WCAG 2.2 AA violations`).toEqual([]);
}

for (const lang of ["en", "ar"] as const satisfies ReadonlyArray<Lang>) {
  const w = WORDS[lang];
  const main = (page: Page) => page.getByRole("main");

  test(`${lang}: the game page empty, with picks, with an invalid entry flagged, and the cart page`, async ({ page }) => {
    await openLuckyDay(page, lang);
    await expectNoViolations(page, "game page, empty");
    await main(page)
      .getByRole("button", { name: fill(w.play.entry.quickPickLabel, { entry: entryName(lang, 1) }) })
      .click();
    await expectNoViolations(page, "game page, with picks");
    await main(page).getByRole("button", { name: w.play.list.addEntry, exact: true }).click();
    await main(page)
      .getByRole("button", { name: fill(w.play.pool.number, { value: 3 }), exact: true })
      .click();
    // aria-disabled (still focusable): pressing it flags the invalid entry (docs/play.md AddToCart).
    await main(page).getByRole("button", { name: w.play.addToCart, exact: true }).click({ force: true });
    await expect(main(page).getByRole("listitem", { name: entryName(lang, 2) })).toContainText(
      fill(w.play.problem.tooFew, { required: 7, chosen: 1 }),
    );
    await expectNoViolations(page, "game page, invalid entry flagged");
    await main(page)
      .getByRole("button", { name: fill(w.play.entry.removeLabel, { entry: entryName(lang, 2) }) })
      .click();
    await main(page).getByRole("button", { name: w.play.addToCart, exact: true }).click();
    await page.goto(at(lang, "/checkout"));
    await expect(main(page).getByRole("region", { name: w.cart.summary.heading })).toBeVisible();
    await expectNoViolations(page, "cart page (guest)");
  });

  test(`${lang}: checkout with a voucher, with the ban message, and the thank-you page`, async ({ page }) => {
    await signedInWithOneLine(page, lang);
    await page.goto(at(lang, "/checkout"));
    await redeem(page, lang, "SAVE10");
    await expect(
      main(page).getByRole("button", { name: fill(w.checkout.voucher.removeLabel, { code: "SAVE10" }) }),
    ).toBeVisible();
    await expectNoViolations(page, "checkout, voucher applied");
    await main(page)
      .getByRole("button", { name: fill(w.checkout.voucher.removeLabel, { code: "SAVE10" }) })
      .click();
    for (const code of ["WRONG1", "WRONG2", "WRONG3"]) await redeem(page, lang, code);
    await expect(main(page).getByRole("textbox", { name: w.checkout.voucher.code })).toHaveAccessibleDescription(/10/);
    await expectNoViolations(page, "checkout, ban message");
    await main(page).getByRole("button", { name: w.checkout.payment.pay, exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(at(lang, "/thank-you"));
    await expectNoViolations(page, "thank-you");
  });

  faultTest(`${lang}: the unsuccessful payment page`, async ({ page, sandbox }) => {
    await signedInWithOneLine(page, lang);
    await page.goto(at(lang, "/checkout"));
    sandbox.fail(
      callMatching("POST /api/lotto/transact"),
      { status: 409, json: { status: 409, message: "Draw closed", code: "draw_closed" } },
      1,
    );
    await main(page).getByRole("button", { name: w.checkout.payment.pay, exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`${at(lang, "/unsuccessful-payment")}?reason=draw_closed`);
    await expect(main(page).getByText(w.content.payment.reasons.draw_closed, { exact: true })).toBeVisible();
    await expectNoViolations(page, "unsuccessful payment");
  });
}
