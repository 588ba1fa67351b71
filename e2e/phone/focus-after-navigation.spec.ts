import { expect, type Page, test } from "@playwright/test";
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

/** Whether focus is on `<body>` or on something inside the window's view. */
const focusInView = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return true;
    const box = active.getBoundingClientRect();
    return box.bottom >= 0 && box.top <= window.innerHeight;
  });

test("en: a footer link's page starts with focus on its heading, not on the link left below", async ({ page }) => {
  await page.goto("/about-us");
  await appHasRun(page);
  const link = page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.tap();
  await expect.poll(() => pathOf(page)).toBe("/faq");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
});

test("ar: Back to a page scrolled down never sends focus to its heading above the screen", async ({ page }) => {
  await page.goto("/ar/draws");
  await appHasRun(page);
  const links = page.getByRole("main").getByRole("link", { name: /^توزيع الجوائز/ });
  await links.last().scrollIntoViewIfNeeded();
  await links.last().tap();
  await expect.poll(() => pathOf(page)).toMatch(/^\/ar\/prize-breakdown/);
  await page.goBack();
  await expect.poll(() => pathOf(page)).toBe("/ar/draws");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Past the route focus's first look (100 ms) and its waits for a heading.
  await page.waitForTimeout(500);
  expect(await focusInView(page)).toBe(true);
});
