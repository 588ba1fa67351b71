import { test as base, expect, type Page } from "@playwright/test";

/**
 * Content-Security-Policy violations, as nginx's production policy produces them (docs/quality.md):
 * only meaningful under `npm run test:e2e:nginx` / `test:e2e:ci`, where E2E_NGINX=1.
 */
export const CSP_CHECKED = Boolean(process.env["E2E_NGINX"]);

/** What the init script writes to the console for each `securitypolicyviolation` event. */
const MARK = "[csp-violation]";

/**
 * Starts collecting CSP violations on a page, across its navigations: each document reports its
 * `securitypolicyviolation` events from the first script on, and Chromium's own CSP console lines
 * are kept too. Answers the violations seen so far.
 */
export async function watchCsp(page: Page): Promise<() => string[]> {
  await page.addInitScript((mark) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `${mark} ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, MARK);
  const seen: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (text.startsWith(MARK) || /content[- ]security[- ]policy/i.test(text))
      seen.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  return () => [...seen];
}

/**
 * A Playwright `test` whose page fails the test on any CSP violation in the nginx run (an auto
 * fixture: a spec only imports `test` from here instead of @playwright/test). Outside the nginx
 * run it is the plain test.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use) => {
      if (!CSP_CHECKED) return use(undefined);
      const violations = await watchCsp(page);
      await use(undefined);
      expect(violations(), "no Content-Security-Policy violation (deploy/nginx.conf)").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
