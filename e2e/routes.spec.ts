import { expect, test } from "@playwright/test";
import { currentPath, expectPage } from "./support/expect-page";
import { LANGUAGES, localized, ROUTES } from "./support/pages";

/**
 * SPEC §2: every route in every language (English unprefixed, /ar, /in), as a visitor: its heading,
 * `<html lang dir>` and title; login-required pages send the visitor to /login?returnUrl=<path>.
 */
for (const language of LANGUAGES) {
  test.describe(`${language.code} routes`, () => {
    for (const route of ROUTES) {
      const address = localized(language, route.path);
      test(`${address} (${route.access})`, async ({ page }) => {
        await page.goto(address);
        if (route.access === "loginRequired") {
          const login = localized(language, "/login");
          await expect.poll(() => currentPath(page)).toBe(`${login}?returnUrl=${encodeURIComponent(address)}`);
          await expectPage(page, language, ROUTES.find(({ name }) => name === "login")?.heading(language) ?? "");
        } else {
          await expectPage(page, language, route.heading(language));
          expect(currentPath(page)).toBe(address);
        }
      });
    }
  });
}
