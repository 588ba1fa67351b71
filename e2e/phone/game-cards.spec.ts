import { expect, test, type Locator, type Page } from "@playwright/test";
import { LANGUAGES } from "../support/pages";
import { settledPage } from "./support";

/**
 * The home page's game cards (SPEC §2 index) on a phone, by the room a card has: each of a card's
 * facts (jackpot, price per entry, next draw, sales) on one line, under its label, and a latest
 * draw's bonus pool ("+ bonus 7, 10") on one line. Beside its
 * label, a fact had half of a 320 px card: "AED / 100,000.00", "Dec 7, / 2026, / 5:00 PM".
 * At 1280 px (four cards side by side, each as narrow as on a phone) the cards' Play buttons line
 * up, whatever their facts take.
 */
const FACTS = 4;

/**
 * The number of lines each element takes: boxes whose middles lie within a line's box are on that
 * line (a countdown's digits are boxes of their own, a little taller or lower than the words
 * around them).
 */
function linesOfEach(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 4).sort((a, b) => a.top - b.top);
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
  );
}

/** For each card, the number of lines each of its first facts takes. */
async function factLines(page: Page): Promise<number[][]> {
  const cards = await page.locator(".shell-games > li").all();
  return Promise.all(cards.map(async (card) => (await linesOfEach(card.locator("dd"))).slice(0, FACTS)));
}

/**
 * The lines each bonus pool of the latest draws takes ("+ bonus 7, 10"), once the draws are read:
 * broken inside, "10" stood alone on the next line, read as another number.
 */
async function bonusLines(page: Page): Promise<number[]> {
  await expect(page.locator(".shell-games dd[aria-busy]")).toHaveCount(0);
  const bonuses = page.locator(".shell-games .shell-game-facts__bonus");
  await expect(bonuses.first(), "the sandbox's draws have bonus pools").toBeVisible();
  return linesOfEach(bonuses);
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
      const bonuses = await bonusLines(page);
      expect(bonuses, "lines per bonus pool").toEqual(bonuses.map(() => 1));
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
    const bonuses = await bonusLines(page);
    expect(bonuses, "lines per bonus pool").toEqual(bonuses.map(() => 1));
  });
}
