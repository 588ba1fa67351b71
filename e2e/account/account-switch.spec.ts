import { expect, type Page, test } from "@playwright/test";
import arAccount from "../../src/ui/i18n/ar/account";
import arShell from "../../src/ui/i18n/ar/shell";
import { DEMO_TOKEN } from "../../mocks/seed";
import { axeViolations } from "../a11y/axe";
import { currentPath } from "../support/expect-page";
import { expectSignedIn, SECOND_USER_PHONE, signIn } from "./account-support";

/** A busy machine (2 cores shared by many runs) can take this long to load a page and its data. */
const LOADED = { timeout: 20_000 };
/**
 * Issue 13, SPEC §2 token in the URL: Sara (the sandbox's second user) is signed in and opens a
 * link carrying the demo user's token. She is asked, told which account the link opens, and the
 * session changes only if she accepts. The token leaves the address either way.
 */

/** The session cookie: `__Host-access_token` on HTTPS (the nginx run), `access_token` on plain HTTP. */
const sessionToken = async (page: Page): Promise<string | undefined> =>
  (await page.context().cookies()).find((cookie) => /^(__Host-)?access_token$/.test(cookie.name))?.value;

const storedUser = (page: Page): Promise<unknown> =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem("userData") ?? "null") as unknown);

async function signInAsSara(page: Page, prefix = ""): Promise<string> {
  await page.goto(`${prefix}/login`);
  await signIn(page, SECOND_USER_PHONE, "Sara@1234");
  await expect
    .poll(() => new URL(page.url()).pathname, { message: "signed in, the login page is left", ...LOADED })
    .not.toMatch(/\/login$/);
  await expect.poll(() => storedUser(page), LOADED).toEqual({ id: 2, fullName: "Sara Ahmed" });
  const token = await sessionToken(page);
  expect(token).toBeTruthy();
  return token ?? "";
}

/** The Arabic sign-in form, by its Arabic labels (the calling code is the UAE's by default). */
async function signInAsSaraInArabic(page: Page): Promise<void> {
  await page.goto("/ar/login");
  const main = page.getByRole("main");
  await main.getByLabel(arAccount.phone.number).fill(SECOND_USER_PHONE);
  await main.getByLabel(arAccount.password.label, { exact: true }).fill("Sara@1234");
  await main.getByRole("button", { name: arAccount.login.submit, exact: true }).tap();
  await expect.poll(() => storedUser(page), LOADED).toEqual({ id: 2, fullName: "Sara Ahmed" });
}

const balance = (page: Page) => page.getByRole("banner").locator(".ui-header__balance").first();

test.describe("a link with another account's token (English, desktop)", () => {
  test("Switch account: asked with the other account's name and masked phone, then signed in as it", async ({ page }) => {
    await signInAsSara(page);
    await expect(balance(page)).toContainText("50.00", LOADED);
    await page.goto(`/wallet?step=1&token=${DEMO_TOKEN}`);
    const dialog = page.getByRole("alertdialog", { name: "Switch to another account?" });
    await expect(dialog).toBeVisible(LOADED);
    expect(currentPath(page), "the token left the address before the question").toBe("/wallet?step=1");
    await expect(dialog).toContainText("You are signed in as Sara Ahmed.");
    await expect(dialog).toContainText("This link signs in to Demo Player (+971 ••••••567).");
    await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeFocused();
    expect(await axeViolations(page), "WCAG 2.2 AA with the question open").toEqual([]);
    // Still Sara while the question is open.
    await expect(balance(page)).toContainText("50.00");

    await dialog.getByRole("button", { name: "Switch account" }).click();
    await expect(dialog).toBeHidden(LOADED);
    await expect(balance(page)).toContainText("1,234.50", LOADED);
    expect(await sessionToken(page)).toBe(DEMO_TOKEN);
    await expect.poll(() => storedUser(page), LOADED).toEqual({ id: 1, fullName: "Demo Player" });
    expect(currentPath(page)).toBe("/wallet?step=1");
    // The wallet shows the demo user's history, not Sara's (the query cache was reset).
    await expect(page.getByRole("main")).toContainText("1,234.50", LOADED);
  });

  test("Stay signed in: the session and the address keep no trace of the link", async ({ page }) => {
    const saraToken = await signInAsSara(page);
    await page.goto(`/faq?token=${DEMO_TOKEN}&utm_source=mail`);
    const dialog = page.getByRole("alertdialog", { name: "Switch to another account?" });
    await expect(dialog).toBeVisible(LOADED);
    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    await expect(dialog).toBeHidden();
    expect(currentPath(page)).toBe("/faq?utm_source=mail");
    expect(await sessionToken(page)).toBe(saraToken);
    expect(await storedUser(page)).toEqual({ id: 2, fullName: "Sara Ahmed" });
    await expect(balance(page)).toContainText("50.00");
    // A reload does not ask again: the token is gone for good.
    await page.reload();
    await expectSignedIn(page);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("Escape declines; the session's own token asks nothing", async ({ page }) => {
    const saraToken = await signInAsSara(page);
    await page.goto(`/?token=${DEMO_TOKEN}`);
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible(LOADED);
    await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await sessionToken(page)).toBe(saraToken);

    await page.goto(`/faq?token=${saraToken}`);
    await expect.poll(() => currentPath(page)).toBe("/faq");
    await expectSignedIn(page);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("a token whose account cannot be read: said so, still asked", async ({ page }) => {
    await signInAsSara(page);
    await page.goto("/faq?token=not-a-valid-token");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("We could not check which account this link signs in to.", LOADED);
    await dialog.getByRole("button", { name: "Switch account" }).click();
    await expect(dialog.getByRole("alert")).toContainText(
      "This link no longer signs in. You are still signed in as Sara Ahmed.",
      LOADED,
    );
    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    await expect(dialog).toBeHidden();
    expect(await storedUser(page)).toEqual({ id: 2, fullName: "Sara Ahmed" });
  });
});

test.describe("on a 320 px phone in Arabic", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test("the question fits the screen, right to left, and a tap switches", async ({ page }) => {
    await signInAsSaraInArabic(page);
    await page.goto(`/ar/wallet?token=${DEMO_TOKEN}`);
    const t = arShell.accountSwitch;
    const dialog = page.getByRole("alertdialog", { name: t.title });
    await expect(dialog).toBeVisible(LOADED);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(dialog).toContainText("Sara Ahmed");
    await expect(dialog).toContainText("Demo Player");
    await expect(dialog).toContainText("+971 ••••••567");
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(320);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, "no sideways scroll at 320 px").toBeLessThanOrEqual(0);
    expect(await axeViolations(page), "WCAG 2.2 AA with the question open").toEqual([]);
    for (const name of [t.accept, t.decline]) {
      const button = dialog.getByRole("button", { name });
      await expect(button).toBeInViewport();
      const size = await button.boundingBox();
      expect(size?.height ?? 0, `${name} is a comfortable touch target`).toBeGreaterThanOrEqual(44);
    }
    await dialog.getByRole("button", { name: t.accept }).tap();
    await expect(dialog).toBeHidden();
    expect(await sessionToken(page)).toBe(DEMO_TOKEN);
    await expect.poll(() => storedUser(page), LOADED).toEqual({ id: 1, fullName: "Demo Player" });
    expect(currentPath(page)).toBe("/ar/wallet");
  });
});
