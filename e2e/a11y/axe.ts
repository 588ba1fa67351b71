import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { misorderedText } from "../support/bidi";
import { LANGUAGES } from "../support/pages";
import { appHasRun } from "../support/expect-page";

/** The languages every axe scan covers: English, and Arabic for right-to-left. */
export const AXE_LANGUAGES = LANGUAGES.filter((language) => language.code === "en" || language.code === "ar");

/** WCAG 2.2 AA as axe tags it: every A and AA rule of 2.0, 2.1 and 2.2. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * One line per violation: the rule, its impact and the first elements it found.
 *
 * axe runs in the page itself (`axe.run`, which reaches same-origin frames through the copies
 * injected into them), not in the builder's default mode, which gathers each frame's partial
 * results and then opens a new blank tab, injects axe into it and merges them there, on every scan.
 * The same rules give the same results, and the specs that scan most took about a fifth less time
 * (docs/quality.md, "CI"). `axe-self-check.spec.ts` shows that a scan still finds what it must, in
 * the page and in a frame.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsFinished(page);
  // Only the violations are read: passes and the other result types keep one element each
  // (axe's `resultTypes`), so a scan gathers and sends back less. A frame gets 20 s to answer axe's
  // ping (`pingWaitTime`, 500 ms by default), after which axe leaves it out without a word; on a
  // loaded machine `axe-self-check.spec.ts` missed its frame's violation that way with 500 ms, and
  // on 29 Nov, with Lighthouse beside the e2e run, with 5 s, on both tries (docs/quality.md, "axe in
  // the page"). Only a frame that has not answered waits; no page of the shop the specs scan has
  // one. `options` before `withTags`: it replaces the options, the tags included.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], pingWaitTime: 20_000 })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
    return `${violation.id} (${violation.impact ?? "?"}, ${violation.nodes.length}×): ${violation.help} — ${targets.join(" | ")}`;
  });
  // Every state a spec scans in Arabic is also read for text drawn in the wrong order (WCAG 1.3.2,
  // meaningful sequence): English words or a phone number that took the page's direction.
  const misordered = await misorderedText(page);
  return misordered.length === 0 ? violations : [...violations, `text-order: ${misordered.join("; ")}`];
}

/**
 * Every animation and transition that ends has ended: an entering dialog fades in, and colour
 * contrast read in the middle of the fade is the fade's, not the page's (a spinner runs on).
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The page has rendered its main heading (the expected one when given, never the fatal error
 * page's) and finished loading what it needs.
 */
export async function settled(page: Page, heading?: string): Promise<void> {
  // The app has run: a prerendered page shows its heading before, inert (a Tab skips it all).
  await appHasRun(page);
  const h1 = page.getByRole("heading", { level: 1 });
  if (heading === undefined) await expect(h1).toBeVisible();
  else await expect(h1).toHaveText(heading);
  await expect(h1, "not the fatal error page").not.toHaveText("Internal Server Error");
  await page.waitForLoadState("networkidle");
}
