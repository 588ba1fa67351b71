import { expect, test } from "@playwright/test";
import { appHasRun } from "../support/expect-page";
import { at, cartLink, pathOf, signedInWithOneLine, signInThroughForm, WORDS, type Lang } from "../play/support";

/**
 * A page reached in the app whose control went with the page before it (the sign-in form, Pay)
 * starts with focus on its heading: a screen reader says where the player is, and the next swipe
 * or Tab goes on from there, not from the document's start (docs/ui-kit.md, "Focus after a
 * navigation"). By touch on a phone, in English and Arabic.
 */
for (const lang of ["ar", "en"] as const satisfies readonly Lang[]) {
  test(`${lang}: after signing in, focus is on the page the form leads to, its heading`, async ({ page }) => {
    await page.goto(at(lang, "/login"));
    await appHasRun(page);
    await signInThroughForm(page, lang);
    await expect.poll(() => pathOf(page)).toBe(lang === "en" ? "/" : "/ar");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  });

  test(`${lang}: after Pay, focus is on the thank-you page's heading`, async ({ page }) => {
    await signedInWithOneLine(page, lang);
    await cartLink(page, lang, 1).tap();
    await expect.poll(() => pathOf(page)).toBe(at(lang, "/checkout"));
    await page.getByRole("main").getByRole("button", { name: WORDS[lang].checkout.payment.pay, exact: true }).tap();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(at(lang, "/thank-you"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS[lang].checkout.receipt.heading);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
}
