import { expect, test } from "@playwright/test";
import { LANGUAGES, localized } from "../support/pages";
import { settled } from "./axe";
import { obscuredFocusStops } from "./focus-obscured";

/**
 * WCAG 2.4.11 on a wide screen: the banner is sticky, and a control that Tab or Shift+Tab brings
 * into view stops clear of it (base.css `scroll-padding-block`, the banner's height from
 * sticky-inset.ts). Shift+Tab from the footer up a long page is where it went under the banner:
 * an FAQ question and the search field ended behind it.
 */
for (const language of LANGUAGES.filter(({ code }) => code !== "in")) {
  for (const path of ["/faq", "/lucky-day"]) {
    const address = localized(language, path);
    test(`${address}: no control Shift+Tab reaches from the footer up is hidden under the banner`, async ({ page }) => {
      await page.goto(address);
      await settled(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole("contentinfo").getByRole("link").last().focus();
      expect(await obscuredFocusStops(page, "Shift+Tab", 70, "header")).toEqual([]);
    });
  }
}
