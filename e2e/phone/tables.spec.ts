import { expect, test } from "@playwright/test";
import { signInWithToken } from "../fault/demo-session";
import { layoutReport, settledPage } from "./support";

/**
 * Issue 12: the draws, prize breakdown and wallet history tables on a phone. The draws and prize
 * tables are labelled horizontal scrollers (a region named after the table's caption, in the Tab
 * order, so a keyboard or switch user can scroll them); the page itself never scrolls sideways.
 * The wallet history is stacked cards below 640 px, also inside its labelled region.
 */
const TABLES = [
  { path: "/draws", region: /^Past draws of / },
  { path: "/ar/draws", region: /^السحوبات السابقة للعبة / },
  { path: "/prize-breakdown", region: /^Prize tiers of / },
  { path: "/ar/prize-breakdown", region: /^فئات جوائز / },
] as const;

for (const { path, region } of TABLES) {
  test(`${path}: each table is a labelled, focusable scroller and the page keeps to the screen`, async ({ page }) => {
    await page.goto(path);
    // A busy machine may take a while for the first page (results come from the game host).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
    await settledPage(page);
    const scrollers = page.getByRole("region", { name: region });
    await expect(scrollers.first()).toBeVisible();
    for (const scroller of await scrollers.all()) {
      await expect(scroller).toHaveAttribute("tabindex", "0");
      await expect(scroller.getByRole("table")).toHaveCount(1);
      expect(await scroller.evaluate((node) => getComputedStyle(node).overflowX)).toBe("auto");
    }
    // Reached by the keyboard, with the visible focus ring of the kit.
    await scrollers.first().focus();
    expect(await scrollers.first().evaluate((node) => getComputedStyle(node).outlineStyle)).toBe("solid");
    const report = await layoutReport(page);
    expect(report.overflowPx, "no sideways scroll of the page").toBe(0);
    expect(report.outside).toEqual([]);
  });
}

test("/wallet: the history is a labelled, focusable region of stacked cards that fit the screen", async ({ page }) => {
  await signInWithToken(page, "/wallet");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  await settledPage(page);
  // The scroller itself: the one landmark of that name (the section around it is none).
  const history = page.locator('[role="region"][aria-label="Transaction history"]');
  await expect(history).toHaveAttribute("tabindex", "0");
  const [scrollWidth, clientWidth] = await history.evaluate((node) => [node.scrollWidth, node.clientWidth]);
  expect(scrollWidth, "stacked: nothing to scroll").toBeLessThanOrEqual(clientWidth + 1);
  expect((await layoutReport(page)).overflowPx).toBe(0);
});
