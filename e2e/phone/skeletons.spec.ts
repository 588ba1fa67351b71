import { expect, test, type Page } from "@playwright/test";
import arCommon from "../../src/ui/i18n/ar/common";
import enCommon from "../../src/ui/i18n/en/common";
import { appHasRun } from "../support/expect-page";
import { LANGUAGES, localized, type Language } from "../support/pages";
import { layoutReport } from "./support";

/**
 * Issue 16 (docs/prerender.md, "Skeletons"): where a prerendered page's API data goes, the frame
 * shows its outline, and the page does not jump when the data comes. On a phone the prerendered
 * frame is on screen for seconds on a slow network; before the skeletons, the footer stood right
 * under the heading and was pushed down when the data came: a cumulative layout shift of 0.16 to
 * 0.56 on these pages at 360 px (Core Web Vitals' "good" is at most 0.1).
 */

/** The pages whose first view waits for API data, and the game pages' frame. */
const PAGES = ["/", "/lucky-day", "/faq", "/draws", "/prize-breakdown", "/watch-live", "/contact-us", "/buy/green-certificates"];
const WIDTHS = [320, 360] as const;
const HEIGHT = 740;
/** A page whose content is short (its next draw): its skeleton keeps about half a screen, not all of it. */
const SHORT_PAGES: ReadonlySet<string> = new Set(["/watch-live"]);
/** A short page's skeleton: 22rem (skeleton.css), at least 20rem. */
const SHORT_MIN_PX = 20 * 16;
/** Core Web Vitals: a cumulative layout shift of at most 0.1 is good. */
const GOOD_CLS = 0.1;

const BILINGUAL: ReadonlyArray<readonly [Language, string]> = [
  [LANGUAGES[0], enCommon.loading],
  [LANGUAGES[1], arCommon.loading],
];

/** The page as painted before the app has run: its scripts never come. */
async function frameOnly(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

/** Sums the layout shifts not caused by input (the CLS of one page load), from the first paint on. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.defineProperty(window, "__layoutShift", { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
}

for (const [language, loading] of BILINGUAL) {
  test.describe(`${language.code}: skeletons`, () => {
    test("the frame shows where the data goes, one status says it is loading, the footer waits below the fold", async ({
      page,
    }) => {
      // Every data page at every width in one test: 56 s of its 60 in a CI run on a loaded machine.
      test.slow();
      await frameOnly(page);
      const failures: string[] = [];
      for (const path of PAGES) {
        const address = localized(language, path);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(address);
          const main = page.getByRole("main");
          const skeleton = main.locator(".ui-skeleton");
          await expect(skeleton, `${address}: a skeleton`).toHaveCount(1);
          await expect(skeleton).toHaveRole("status");
          await expect(skeleton, `${address}: says only that it is loading`).toHaveText(loading);
          const short = SHORT_PAGES.has(path);
          const box = await skeleton.boundingBox();
          const minHeight = short ? SHORT_MIN_PX : HEIGHT / 2;
          if (box === null || box.height < minHeight) {
            failures.push(`${address} @${width}px: the skeleton ${String(box?.height)} px high, under ${String(minHeight)} px`);
          }
          const footer = await page.getByRole("contentinfo").boundingBox();
          if (!short && (footer === null || footer.y < HEIGHT)) {
            failures.push(`${address} @${width}px: the footer at ${String(footer?.y)} px, within the first screen`);
          }
          const report = await layoutReport(page);
          if (report.overflowPx > 0 || report.outside.length > 0) {
            failures.push(`${address} @${width}px: ${String(report.overflowPx)} px too wide; ${report.outside.join("; ")}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });

    test("the page does not jump when its data comes, on a slow phone", async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: 360, height: HEIGHT });
      const cdp = await page.context().newCDPSession(page);
      // Lighthouse's phone: a CPU 4 times slower, so the frame stays on screen while the app runs.
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const layoutShift = await watchLayoutShifts(page);
      const shifts: string[] = [];
      for (const path of PAGES) {
        const address = localized(language, path);
        await page.goto(address);
        await appHasRun(page);
        await expect(page.locator(".ui-skeleton"), `${address}: its data came`).toHaveCount(0, { timeout: 15_000 });
        // The last shifts of the data's arrival are reported within a frame or two.
        await page.waitForTimeout(500);
        const cls = await layoutShift();
        if (cls > GOOD_CLS) shifts.push(`${address}: ${cls.toFixed(3)}`);
      }
      expect(shifts).toEqual([]);
    });
  });
}
