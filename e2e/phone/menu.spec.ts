import type { Page } from "@playwright/test";
import { expect, test } from "../support/csp";
import { signInWithToken } from "../fault/demo-session";
import { menuButton, settledPage } from "./support";

/**
 * Issue 12: the phone header's menu is a modal dialog — focus moves in and back, Escape and a
 * press outside close it, a link closes it — and it opens from the inline end, mirrored in Arabic.
 */
const CASES = [
  { code: "en", home: "/", menu: "Menu", draws: "Draws", drawsPath: "/draws", dir: "ltr" },
  { code: "ar", home: "/ar", menu: "القائمة", draws: "السحوبات", drawsPath: "/ar/draws", dir: "rtl" },
] as const;

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const focusInside = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement !== document.body);

for (const language of CASES) {
  test(`the menu in ${language.code}: keyboard, Escape, a tap outside, a link; at the inline end`, async ({ page }) => {
    await page.goto(language.home);
    await settledPage(page);
    await test.step("keyboard: Enter opens it with focus inside, Tab stays inside, Escape closes it and focus returns", async () => {
      const button = menuButton(page, language.menu);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.focus();
      await page.keyboard.press("Enter");
      const panel = dialog(page, language.menu);
      await expect(panel).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect.poll(() => focusInside(page), { message: "focus moved into the dialog" }).toBe(true);
      for (let i = 0; i < 20; i++) await page.keyboard.press("Tab");
      expect(await focusInside(page), "Tab keeps focus in the dialog").toBe(true);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });

    await test.step("touch: it slides in at the inline end; a tap outside closes it; a link navigates and closes it", async () => {
      const width = page.viewportSize()?.width ?? 0;
      await menuButton(page, language.menu).tap();
      const panel = dialog(page, language.menu);
      await expect(panel).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      // The sheet (the dialog's modal) touches the inline-end edge: the right in English, the left in Arabic.
      const sheet = page.locator(".ui-sheet");
      await expect
        .poll(async () => {
          const box = await sheet.boundingBox();
          return language.dir === "ltr" ? Math.round((box?.x ?? 0) + (box?.width ?? 0)) : Math.round(box?.x ?? -1);
        })
        .toBe(language.dir === "ltr" ? width : 0);
      const box = await sheet.boundingBox();
      const outsideX = language.dir === "ltr" ? 8 : width - 8;
      expect(
        language.dir === "ltr" ? (box?.x ?? 0) > outsideX : (box?.x ?? 0) + (box?.width ?? 0) < outsideX,
        "room to tap outside",
      ).toBe(true);
      await page.touchscreen.tap(outsideX, 300);
      await expect(panel).toBeHidden();

      if (language.code === "en") {
        // The theme switch in the menu: the choice holds after a reload, the browser bar's colour with it.
        await menuButton(page, language.menu).tap();
        await panel.getByRole("button", { name: "Dark theme" }).tap();
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        await page.reload();
        await settledPage(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute("content", "#3aad7f");
      }

      await menuButton(page, language.menu).tap();
      await panel.getByRole("link", { name: language.draws, exact: true }).tap();
      await expect(page).toHaveURL(new RegExp(`${language.drawsPath}$`));
      await expect(panel).toBeHidden();
      // The page the link led to starts with focus on its heading (route-focus.ts), not on the
      // Menu button the closing menu gave focus back to: a screen reader says where the player is.
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
    });
  });
}

const OFFLINE = {
  en: "You are offline. The menu will open as soon as you are back online.",
  ar: "أنت غير متصل بالإنترنت. ستُفتح القائمة فور عودة الاتصال.",
} as const;

for (const language of CASES) {
  test(`offline before the menu's code has loaded, in ${language.code}: a tap says so, keeps the page, and the menu opens once back online`, async ({
    page,
  }) => {
    await page.goto(language.home);
    await settledPage(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.context().setOffline(true);
    await menuButton(page, language.menu).tap();
    const wait = page.getByRole("banner").getByRole("status");
    await expect(wait).toHaveText(OFFLINE[language.code]);
    // Under the header's row, inside the screen, and the page is still there.
    const box = await wait.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.round(box?.x ?? -1)).toBeGreaterThanOrEqual(0);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? Infinity))).toBeLessThanOrEqual(width);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();

    await page.context().setOffline(false);
    await expect(dialog(page, language.menu)).toBeVisible();
    await expect(wait).toHaveCount(0);
    expect(await page.evaluate(() => "sameDocument" in window), "no reload on the way").toBe(true);
  });
}

test("a token link signs in on a phone: the account, its balance and Sign out are in the menu", async ({ page }) => {
  // The shared e2e helper (e2e/fault/demo-session.ts) finds the signed-in account at phone width too.
  await signInWithToken(page, "/faq");
  await expect(page.getByRole("banner").getByRole("button", { name: /account menu/i })).toHaveCount(0);
  await menuButton(page, "Menu").tap();
  const panel = dialog(page, "Menu");
  await expect(panel.getByText("Balance", { exact: true })).toBeVisible();
  await expect(panel).toContainText("1,234.50");
  await expect(panel.getByRole("link", { name: "Wallet", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});
