import { expect, test } from "@playwright/test";
import { DEMO_TOKEN, LANGUAGES, localized, ROUTES } from "../support/pages";
import { layoutReport, trackRequests } from "./support";

/**
 * Issue 12: every SPEC §2 route in en, ar and in at 320 and 360 px — the page never scrolls
 * sideways and no visible control sits beyond either edge. One page per language walks all the
 * routes (visitor pages first, then the login-required ones signed in), at 320 px and then
 * resized to 360 px; every failing route is listed at the end. After the first page (and the
 * sign-in) the routes are reached in the app, as a tap on a link would (history.pushState, which
 * the router follows), which keeps the walk to about half a minute per language.
 */
const WIDTHS = [320, 360] as const;

for (const language of LANGUAGES) {
  test(`no sideways scroll and no control off-screen on any route in ${language.code} at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
    test.setTimeout(ROUTES.length * 8_000);
    const requests = trackRequests(page);
    const failures: string[] = [];
    const visitorFirst = [...ROUTES].sort((a, b) => Number(a.access === "loginRequired") - Number(b.access === "loginRequired"));
    let signedIn = false;
    for (const route of visitorFirst) {
      const address = localized(language, route.path);
      await test.step(address, async () => {
        await page.setViewportSize({ width: WIDTHS[0], height: 640 });
        const signIn = route.access === "loginRequired" && !signedIn;
        if (signIn) await page.goto(`${address}?token=${DEMO_TOKEN}`);
        else if (route === visitorFirst[0]) await page.goto(address);
        else await page.evaluate((to) => window.history.pushState(window.history.state, "", to), address);
        signedIn ||= signIn;
        const h1 = page.getByRole("heading", { level: 1 });
        // A page that does not render is a failure too, but the walk goes on to the other routes.
        const rendered = await expect(h1)
          .toHaveText(route.heading(language))
          .then(() => true)
          .catch(() => false);
        if (!rendered) {
          failures.push(`${address}: did not render its heading "${route.heading(language)}" (h1: "${await h1.first().textContent().catch(() => "none")}")`);
          return;
        }
        await requests.quiet();
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) {
            await page.setViewportSize({ width, height: 740 });
            // SPEC §9: the layout's device detection settles 50 ms after a resize.
            await page.waitForTimeout(120);
          }
          const report = await layoutReport(page);
          if (report.overflowPx > 0 || report.outside.length > 0) {
            failures.push(`${address} @${width}px: ${report.overflowPx > 0 ? `page ${report.overflowPx}px too wide; ` : ""}${report.outside.join("; ")}`);
          }
        }
      });
    }
    expect(failures, `${failures.length} of ${ROUTES.length * WIDTHS.length} route × width checks failed`).toEqual([]);
  });
}
