import type { ConsoleMessage } from "@playwright/test";
import { CSP_CHECKED, expect, test } from "./support/csp";
import { LANGUAGES, localized, ROUTES } from "./support/pages";

/**
 * First paint from static HTML (docs/prerender.md), against the nginx-served build (the way it is
 * deployed: nginx picks each page's file). Every prerendered page in every language:
 * - its HTML as fetched, no JavaScript: `<html lang dir>` of its language and its heading (a
 *   signed-in-only page has its signed-out frame, with its own heading);
 * - opened in the browser: React hydrates that markup (not a fresh render) and the console has no
 *   hydration message; a signed-in-only page opened by a visitor is sent to /login and rendered
 *   afresh, with no hydration message either.
 */
test.skip(!CSP_CHECKED, "nginx serves the prerendered pages (npm run test:e2e:nginx)");
test.skip(process.env["PRERENDER"] === "0", "a build made with PRERENDER=0 has no prerendered pages (docs/prerender.md)");

const soft = expect.configure({ soft: true });

/** The pages the build prerenders: all but the game pages (/{slug} and /numbers show the API's game). */
const PRERENDERED = ROUTES.filter(({ name }) => name !== "slug" && name !== "numbers");

const HYDRATION = /hydrat|did not match|mismatch/i;

const text = (html: string): string =>
  html
    .replace(/<[^>]*>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .trim();

for (const language of LANGUAGES) {
  test(`${language.code}: every prerendered page's HTML has its heading and language`, async ({ request }) => {
    for (const route of PRERENDERED) {
      const address = localized(language, route.path);
      const response = await request.get(address);
      soft(response.status(), `${address}: status`).toBe(200);
      const html = await response.text();
      soft(html, `${address}: <html lang dir>`).toContain(`<html lang="${language.lang}" dir="${language.dir}">`);
      soft(html, `${address}: the page's own file`).toContain(`data-prerendered="${address}"`);
      // Not usable before the app has attached its handlers: a press then waits instead of being lost.
      soft(html, `${address}: inert until the app runs`).toMatch(/<div id="root" [^>]*\binert\b/);
      soft(text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""), `${address}: its heading`).toBe(route.heading(language));
      soft(html, `${address}: no inline script`).not.toMatch(/<script\b(?![^>]*\bsrc=)/);
    }
  });

  test(`${language.code}: every prerendered page hydrates without a mismatch`, async ({ page }) => {
    test.setTimeout(PRERENDERED.length * 15_000);
    const messages: string[] = [];
    const keep = (message: ConsoleMessage) => {
      if (HYDRATION.test(message.text())) messages.push(message.text());
    };
    page.on("console", keep);
    page.on("pageerror", (error) => {
      if (HYDRATION.test(error.message)) messages.push(error.message);
    });
    for (const route of PRERENDERED) {
      const address = localized(language, route.path);
      await test.step(address, async () => {
        messages.length = 0;
        await page.goto(address);
        const root = page.locator("#root");
        if (route.access === "loginRequired") {
          // A visitor is sent to the login page, which the browser renders itself.
          await soft(root, `${address}: rendered afresh`).toHaveAttribute("data-render", "client", { timeout: 15_000 });
        } else {
          await soft(root, `${address}: hydrated`).toHaveAttribute("data-render", "hydrate", { timeout: 15_000 });
          await soft(page.getByRole("heading", { level: 1 }), `${address}: its heading`).toHaveText(route.heading(language));
        }
        await soft(root, `${address}: usable once the app runs`).not.toHaveAttribute("inert");
        // Whatever the page reads after hydration has arrived (its spinners are gone).
        await soft(page.locator(".ui-spinner"), `${address}: its data read`).toHaveCount(0);
        soft(messages, `${address}: no hydration message`).toEqual([]);
      });
    }
  });
}
