import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import arCommon from "../src/ui/i18n/ar/common";
import enCommon from "../src/ui/i18n/en/common";
import enErrors from "../src/ui/i18n/en/errors";
import enLayout from "../src/ui/i18n/en/layout";
import enShell from "../src/ui/i18n/en/shell";
import { SEO_PAGES_BY_LOCALE } from "../mocks/seed-content";
import { appHasRun, currentPath } from "./support/expect-page";

/** Marks the current document; a full page load starts a new one without the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test.describe("language switcher (SPEC §2, §4)", () => {
  test("keeps the page and query, swaps the prefix and remembers the choice", async ({ page, context }) => {
    await page.goto("/ar/faq?utm_source=x");
    // A native <select> (issue 14): the platform's own picker, chosen as a user of it would.
    await page
      .getByRole("banner")
      .getByRole("combobox", { name: arCommon.language.label })
      .selectOption({ label: enCommon.language.en });
    await expect.poll(() => currentPath(page)).toBe("/faq?utm_source=x");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    // On HTTPS (the nginx run) the cookie is __Host-lang, Secure (issue 13); on http://127.0.0.1 it is lang.
    const https = new URL(page.url()).protocol === "https:";
    const cookie = (await context.cookies()).find((candidate) => candidate.name === (https ? "__Host-lang" : "lang"));
    expect(cookie).toMatchObject({ value: "en", path: "/", sameSite: "Lax", secure: https });
  });

  test("the tab's title is in the page's language (SPEC §7 SEO with the page's locale), and follows a switch", async ({
    page,
  }) => {
    const faq = (locale: "en" | "ar" | "in") => SEO_PAGES_BY_LOCALE[locale]["/faq"]?.title ?? "";
    await page.goto("/ar/faq");
    await expect(page).toHaveTitle(faq("ar"));
    await page
      .getByRole("banner")
      .getByRole("combobox", { name: arCommon.language.label })
      .selectOption({ label: enCommon.language.en });
    await expect(page).toHaveTitle(faq("en"));
    await page.goto("/in/faq");
    await expect(page).toHaveTitle(faq("in"));
  });

  test("the cookie's language is restored on an unprefixed page", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL ?? "" }]);
    await page.goto("/faq");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test.describe("build updates (SPEC §4)", () => {
  test("a new build is loaded at the next navigation, not before", async ({ page, context }) => {
    // The shop's own first check (1 s after idle) is over before the newer build appears: a check
    // still under way when the page becomes visible again answers for that event too.
    let firstCheckDone = false;
    page.on("requestfinished", (request) => {
      if (/version\.json/.test(request.url())) firstCheckDone = true;
    });
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => firstCheckDone, { message: "the first version check has finished", timeout: 15_000 }).toBe(true);
    await context.route("**/version.json*", (route) => route.fulfill({ json: { version: "a-newer-build" } }));
    await markDocument(page);
    const checked = page.waitForRequest(/version\.json/);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await checked;
    await expect(page.getByRole("region", { name: enCommon.notifications }).getByText(enShell.update.available)).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await page.getByRole("contentinfo").getByRole("link", { name: enLayout.nav.draws }).click();
    await expect.poll(() => currentPath(page)).toBe("/draws");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enLayout.nav.draws);
    expect(await sameDocument(page)).toBe(false);
  });

  test("without a new build, navigation stays in the page", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await markDocument(page);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.getByRole("contentinfo").getByRole("link", { name: enLayout.nav.draws }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enLayout.nav.draws);
    expect(await sameDocument(page)).toBe(true);
  });
});

/**
 * The scripts the FAQ page loads beyond the home page's: its route's code and dictionaries. Chunks
 * are named by their hash (vite.config.ts), so they are found by opening both pages.
 */
async function faqOnlyScripts(context: BrowserContext): Promise<ReadonlySet<string>> {
  const probe = await context.newPage();
  const scripts = new Set<string>();
  probe.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(request.url());
  });
  await probe.goto("/");
  // The app has run (a prerendered page shows its heading before): every chunk of the home page is asked for.
  await appHasRun(probe);
  await probe.waitForLoadState("networkidle");
  const home = new Set(scripts);
  await probe.getByRole("contentinfo").getByRole("link", { name: enLayout.nav.faq }).click();
  await probe.waitForURL("**/faq");
  await expect(probe.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await probe.waitForLoadState("networkidle");
  await probe.close();
  const faq = new Set([...scripts].filter((url) => !home.has(url)));
  expect(faq.size, "the FAQ page has code of its own").toBeGreaterThan(0);
  return faq;
}

test.describe("chunk-loading failures (SPEC §8)", () => {
  test("reload the page once, then show the error page instead of looping", async ({ page, context }) => {
    const faqScripts = await faqOnlyScripts(context);
    await page.goto("/");
    // Loaded and run: the load counted below is the reload's, not this first one's.
    await appHasRun(page);
    await page.waitForLoadState("load");
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    // The FAQ page's code is missing, as after a deployment that replaced it (routing also turns
    // the browser's cache off, so nothing the probe loaded is reused).
    await context.route(
      (url) => faqScripts.has(url.href),
      (route) => route.abort(),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: enLayout.nav.faq }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enErrors.internalServerError);
    expect(currentPath(page)).toBe("/faq");
    expect(loads).toBe(1);
  });
});
