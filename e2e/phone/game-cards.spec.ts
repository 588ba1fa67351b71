import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES } from "../support/pages";
import { settledPage } from "./support";

/**
 * The home page's game cards (SPEC §2 index) on a phone, by the room a card has: each of a card's
 * facts (jackpot, price per entry, next draw, sales) on one line, under its label. Beside its
 * label, a fact had half of a 320 px card: "AED / 100,000.00", "Dec 7, / 2026, / 5:00 PM".
 * At 1280 px (four cards side by side, each as narrow as on a phone) the cards' Play buttons line
 * up, whatever their facts take.
 */
const FACTS = 4;

/** For each card, the number of lines each of its first facts takes. */
async function factLines(page: Page): Promise<number[][]> {
  return page.locator(".shell-games > li").evaluateAll(
    (cards, count) =>
      cards.map((card) =>
        [...card.querySelectorAll("dd")].slice(0, count).map((fact) => {
          const range = document.createRange();
          range.selectNodeContents(fact);
          // Boxes whose middles lie within a line's box are on that line (a countdown's digits are
          // boxes of their own, a little taller or lower than the words around them).
          const boxes = [...range.getClientRects()]
            .filter((rect) => rect.width > 1 && rect.height > 4)
            .sort((a, b) => a.top - b.top);
          let lines = 0;
          let lineBottom = -Infinity;
          for (const box of boxes) {
            if ((box.top + box.bottom) / 2 > lineBottom) {
              lines += 1;
              lineBottom = box.bottom;
            }
          }
          return lines;
        }),
      ),
    FACTS,
  );
}

async function openHome(page: Page, prefix: string): Promise<void> {
  await page.goto(prefix === "" ? "/" : prefix);
  await settledPage(page);
  await expect(page.locator(".shell-games > li")).toHaveCount(4, { timeout: 20_000 });
}

for (const language of LANGUAGES) {
  for (const width of [320, 412]) {
    test(`${language.code} at ${String(width)} px: each fact of a game card takes one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 839 });
      await openHome(page, language.prefix);
      const lines = await factLines(page);
      expect(lines).toHaveLength(4);
      expect(lines, "lines per fact, per card").toEqual(lines.map(() => Array.from({ length: FACTS }, () => 1)));
    });
  }
}

for (const prefix of ["", "/ar"]) {
  test(`${prefix || "/"} at 1280 px: the cards' Play buttons line up, and each fact takes one line`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page, prefix);
    // The latest results (their own call) change a card's height: wait for every card's.
    await expect(page.locator(".shell-games dd[aria-busy]")).toHaveCount(0);
    const plays = await page
      .locator(".shell-games > li > a")
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(plays).toHaveLength(4);
    expect(new Set(plays).size, `Play tops: ${plays.join(", ")}`).toBe(1);
    expect(await factLines(page)).toEqual(Array.from({ length: 4 }, () => Array.from({ length: FACTS }, () => 1)));
  });
}
