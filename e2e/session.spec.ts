import { expect, test } from "@playwright/test";
import { currentPath, expectPage } from "./support/expect-page";
import arAccount from "../src/ui/i18n/ar/account";
import { DEMO_USER } from "../mocks/seed";
import { DEMO_TOKEN, LANGUAGES, localized, ROUTES } from "./support/pages";

const heading = (name: string) => ROUTES.find((route) => route.name === name)?.heading;

/**
 * SPEC §2: a `token` query parameter logs the sandbox's demo user in and leaves the address bar;
 * signed in, guests-only pages send the user home and login-required pages open.
 */
test.describe("token login", () => {
  test("logs in, removes the token and keeps the rest of the address", async ({ page }) => {
    await page.goto(`/faq?token=${DEMO_TOKEN}&utm_source=newsletter`);
    await expect.poll(() => currentPath(page)).toBe("/faq?utm_source=newsletter");
    await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
    // Replaced, not pushed: going back leaves the site instead of returning to the token address.
    await page.goBack();
    expect(page.url()).not.toContain("token=");
  });

  test("opens a login-required page the link names", async ({ page }) => {
    await page.goto(`/ar/wallet?token=${DEMO_TOKEN}`);
    await expect.poll(() => currentPath(page)).toBe("/ar/wallet");
    await expectPage(page, LANGUAGES[1], heading("wallet")?.(LANGUAGES[1]) ?? "");
  });

  test("a refused token leaves a visitor, without the token in the address", async ({ page }) => {
    await page.goto("/wallet?token=not-a-valid-token");
    await expect.poll(() => currentPath(page)).toBe(`/login?returnUrl=${encodeURIComponent("/wallet")}`);
  });
});

for (const language of LANGUAGES) {
  test.describe(`${language.code} signed in`, () => {
    for (const route of ROUTES.filter(({ access }) => access === "guestsOnly")) {
      const address = localized(language, route.path);
      test(`${address} sends a signed-in user home`, async ({ page }) => {
        await page.goto(`${localized(language, "/")}?token=${DEMO_TOKEN}`);
        await expect(page.getByRole("button", { name: /account menu|قائمة الحساب|menu akun/i })).toBeVisible();
        await page.goto(address);
        await expect.poll(() => currentPath(page)).toBe(localized(language, "/"));
        await expectPage(page, language, heading("home")?.(language) ?? "");
      });
    }
  });
}

test.describe("the real login form (SPEC §2 after login)", () => {
  test("a guest sent to login in Arabic comes back to the page asked for, still in Arabic", async ({ page }) => {
    const arabic = LANGUAGES[1];
    await page.goto("/ar/personal-detail");
    await expect.poll(() => currentPath(page)).toBe(`/ar/login?returnUrl=${encodeURIComponent("/ar/personal-detail")}`);
    const main = page.getByRole("main");
    const callingCode = main.getByRole("button", { name: new RegExp(arAccount.phone.callingCode) });
    if (!((await callingCode.textContent()) ?? "").includes(DEMO_USER.calling_code)) {
      await callingCode.click();
      await page
        .getByRole("option", { name: new RegExp(`\\${DEMO_USER.calling_code}\\b`) })
        .first()
        .click();
    }
    await main.getByLabel(arAccount.phone.number).fill(DEMO_USER.phone);
    await main.getByLabel(arAccount.password.label, { exact: true }).fill(DEMO_USER.password);
    await main.getByRole("button", { name: arAccount.login.submit, exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe("/ar/personal-detail");
    await expectPage(page, arabic, heading("personalDetail")?.(arabic) ?? "");
  });
});
