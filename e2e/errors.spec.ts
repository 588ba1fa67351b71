import { expect, test } from "@playwright/test";
import arErrors from "../src/ui/i18n/ar/errors";
import enErrors from "../src/ui/i18n/en/errors";
import enShell from "../src/ui/i18n/en/shell";
import idErrors from "../src/ui/i18n/id/errors";
import { currentPath } from "./support/expect-page";

/** SPEC §2/§8 error pages, the ignored well-known path and what bots see instead. */
test.describe("error pages", () => {
  test("an unknown multi-segment path: Page Not Found, 'Page not found: {path}'", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enErrors.pageNotFound);
    await expect(page.getByText("Page not found: /no/such/page")).toBeVisible();
    await expect(page).toHaveTitle("404 Page not found: /no/such/page");
    await expect(page.getByRole("link", { name: enErrors.goHome })).toBeVisible();
  });

  test("a single segment that names no game: 'Page Not Found: {path}'", async ({ page }) => {
    await page.goto("/no-such-game");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enErrors.pageNotFound);
    await expect(page.getByText("Page Not Found: /no-such-game")).toBeVisible();
  });

  // SPEC §2 'Page not found: {path}' for an unmatched route, SPEC §8 'Page Not Found: {path}' for a
  // failed page validation (a /{slug} no game has), in the page's language, and the title is the
  // status code plus that message (SPEC §2).
  const dictionaries = { en: enErrors, ar: arErrors, id: idErrors } as const;
  for (const [path, kind, language] of [
    ["/no-such-game", "invalid", "en"],
    ["/no/such/page", "unmatched", "en"],
    ["/faq/extra", "unmatched", "en"],
    ["/ar/no-such-game", "invalid", "ar"],
    ["/ar/no/such/page", "unmatched", "ar"],
    ["/in/no-such-game", "invalid", "id"],
    ["/in/no/such/page", "unmatched", "id"],
  ] as const) {
    test(`${path}: the ${kind} 404 message and title`, async ({ page }) => {
      const errors = dictionaries[language];
      const template = kind === "invalid" ? errors.pageNotFoundInvalid : errors.pageNotFoundPath;
      const message = template.replace(/\{path(:string)?\}/, path);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(errors.pageNotFound);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`404 ${message}`);
    });
  }

  test("in Arabic, under its prefix", async ({ page }) => {
    await page.goto("/ar/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(arErrors.pageNotFound);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByText("/ar/no/such/page")).toBeVisible();
  });

  test("/id is not a prefix of the site (Indonesian is /in): unmatched, said in Indonesian", async ({ page }) => {
    await page.goto("/id/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(idErrors.pageNotFound);
    await expect(page.getByText("/id/faq")).toBeVisible();
  });

  test("the well-known app-specific path renders nothing and raises no error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/.well-known/appspecific/com.chrome.devtools.json");
    await expect(page.locator("#root")).toBeAttached();
    await expect(page.getByRole("heading")).toHaveCount(0);
    await expect(page.getByRole("main")).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(currentPath(page)).toBe("/.well-known/appspecific/com.chrome.devtools.json");
  });
});

test.describe("bots (SPEC §8: they do not see the error page)", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("get the home content, marked noindex", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enShell.home.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByText("Page not found")).toHaveCount(0);
  });

  test("a real page is not marked noindex", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
