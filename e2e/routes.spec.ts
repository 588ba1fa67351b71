import { expect, test } from "@playwright/test";
import { currentPath } from "./support/expect-page";
import { LANGUAGES, localized, ROUTES } from "./support/pages";

/**
 * SPEC §2: every route in every language (English unprefixed, /ar, /in), opened directly (a full
 * page load of its address) as a visitor: its heading, `<html lang dir>` and title; login-required
 * pages send the visitor to /login?returnUrl=<path>.
 *
 * One browser page per language loads the routes one after the other, each as its own step, with
 * soft checks: every failing route is reported, and the browser context, the sandbox's service
 * worker and the cached assets are set up once per language instead of once per route (each
 * load is still a full navigation to the address).
 */
const soft = expect.configure({ soft: true });

for (const language of LANGUAGES) {
  test(`${language.code}: every route opened directly`, async ({ page }) => {
    test.setTimeout(ROUTES.length * 10_000);
    const login = ROUTES.find(({ name }) => name === "login");
    for (const route of ROUTES) {
      const address = localized(language, route.path);
      await test.step(`${address} (${route.access})`, async () => {
        await page.goto(address);
        const expected =
          route.access === "loginRequired" ? { path: `${localized(language, "/login")}?returnUrl=${encodeURIComponent(address)}`, heading: login?.heading(language) ?? "" } : { path: address, heading: route.heading(language) };
        await soft(page.getByRole("heading", { level: 1 }), `${address}: its heading`).toHaveText(expected.heading);
        await soft.poll(() => currentPath(page), { message: `${address}: the address` }).toBe(expected.path);
        await soft(page.locator("html"), `${address}: <html lang>`).toHaveAttribute("lang", language.lang);
        await soft(page.locator("html"), `${address}: <html dir>`).toHaveAttribute("dir", language.dir);
        await soft(page, `${address}: a title`).not.toHaveTitle("");
      });
    }
  });
}
