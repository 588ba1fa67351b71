import { expect, test } from "@playwright/test";
import { signInWithToken } from "../fault/demo-session";
import { layoutReport, settledPage } from "./support";

/**
 * Issue 12: the draws, prize breakdown and wallet history tables on a phone. Below 640 px each is
 * stacked cards (every cell after its column's name) inside a labelled region in the Tab order:
 * nothing to scroll sideways, and the page keeps to the screen. As a table squeezed to the screen,
 * the draws' winning numbers stood one ball a line, which made `/ar/draws` 8,144 px long at 320 px,
 * and the prize table's winners were beyond the edge, to be scrolled to.
 */
// The narrowest phone the shop supports: the tables' hardest case.
test.use({ viewport: { width: 320, height: 640 } });

const TABLES = [
  { path: "/draws", region: /^Past draws of / },
  { path: "/ar/draws", region: /^السحوبات السابقة للعبة / },
  { path: "/prize-breakdown", region: /^Prize tiers of / },
  { path: "/ar/prize-breakdown", region: /^فئات جوائز / },
] as const;

for (const { path, region } of TABLES) {
  test(`${path}: each table is a labelled, focusable region of stacked cards that fit the screen`, async ({ page }) => {
    await page.goto(path);
    // A busy machine may take a while for the first page (results come from the game host).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
    await settledPage(page);
    const regions = page.getByRole("region", { name: region });
    await expect(regions.first()).toBeVisible();
    for (const table of await regions.all()) {
      await expect(table).toHaveAttribute("tabindex", "0");
      await expect(table.getByRole("table")).toHaveCount(1);
      const [scrollWidth, clientWidth] = await table.evaluate((node) => [node.scrollWidth, node.clientWidth]);
      expect(scrollWidth, "stacked: nothing to scroll sideways").toBeLessThanOrEqual(clientWidth + 1);
      // A draw's balls (6 + 1 at most) lie on at most two lines.
      const ballLines = await table.evaluate((node) =>
        [...node.querySelectorAll("tbody tr")].map(
          (row) =>
            new Set([...row.querySelectorAll(".ui-ball")].map((ball) => Math.round(ball.getBoundingClientRect().top))).size,
        ),
      );
      for (const lines of ballLines) expect(lines, "a draw's balls on one or two lines").toBeLessThanOrEqual(2);
    }
    // Reached by the keyboard, with the visible focus ring of the kit.
    await regions.first().focus();
    expect(await regions.first().evaluate((node) => getComputedStyle(node).outlineStyle)).toBe("solid");
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
