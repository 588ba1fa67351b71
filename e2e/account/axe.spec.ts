import { expect, type Page, test } from "@playwright/test";
import { axeViolations, settled } from "../a11y/axe";
import { currentPath } from "../support/expect-page";
import { DEMO_TOKEN, LANGUAGES, localized } from "../support/pages";

/**
 * WCAG 2.2 AA (axe) on every account, wallet and information page in English and Arabic, in the
 * states a plain visit does not reach: forms showing their SPEC §5 messages, the confirmation
 * dialogs, each wallet step, an expanded FAQ answer.
 */
const CHECKED = LANGUAGES.filter((language) => language.code === "en" || language.code === "ar");

interface Visit {
  readonly path: string;
  readonly signedIn?: boolean;
  /** Brings the page into the state worth scanning (errors shown, a dialog open …). */
  readonly act?: (page: Page) => Promise<void>;
}

const submitFirstForm = async (page: Page) => {
  await page.locator("main form button[type=submit]").first().click();
  await expect(page.getByRole("group").filter({ has: page.getByRole("heading", { level: 2 }) }).first()).toBeFocused();
};

const VISITS: Record<string, Visit> = {
  "login, errors shown": { path: "/login", act: submitFirstForm },
  "register, errors shown": { path: "/register", act: submitFirstForm },
  "register/otp without a pending sign-up": { path: "/register/otp" },
  "registration-completed": { path: "/registration-completed" },
  "forgot-password, errors shown": { path: "/forgot-password", act: submitFirstForm },
  "confirm/verify-email": { path: "/confirm/verify-email?token=verify-demo-token" },
  "email-confirmation": { path: "/email-confirmation", signedIn: true },
  "personal-detail, errors shown": {
    path: "/personal-detail",
    signedIn: true,
    act: async (page) => {
      await page.locator("main input[autocomplete=email]").fill("not-an-email");
      await submitFirstForm(page);
    },
  },
  "change-password, errors shown": { path: "/change-password", signedIn: true, act: submitFirstForm },
  "delete-account, dialog open": {
    path: "/delete-account",
    signedIn: true,
    act: async (page) => {
      await page.locator("main input[autocomplete=off]").fill(page.url().includes("/ar/") ? "حذف" : "DELETE");
      await page.locator("main input[type=password]").fill("Demo@1234");
      await page.locator("main form button[type=submit]").click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
    },
  },
  notifications: { path: "/notifications", signedIn: true },
  favourite: { path: "/favourite", signedIn: true },
  "wallet, step 1": { path: "/wallet?step=1", signedIn: true, act: async (page) => void (await expect(page.getByRole("table")).toBeVisible()) },
  "wallet, step 2, dialog open": {
    path: "/wallet?step=2",
    signedIn: true,
    act: async (page) => {
      await page.locator("main input[inputmode=decimal]").fill("50");
      await page.locator("main form button[type=submit]").click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
    },
  },
  "wallet, step 3, errors shown": { path: "/wallet?step=3", signedIn: true, act: submitFirstForm },
  "wallet, step 4": { path: "/wallet?step=4", signedIn: true },
  "faq, an answer open": { path: "/faq", act: async (page) => page.locator("main [slot=trigger]").first().click() },
  "about-us": { path: "/about-us" },
  "contact-us, errors shown": { path: "/contact-us", act: submitFirstForm },
  draws: { path: "/draws" },
  "prize-breakdown": { path: "/prize-breakdown", act: async (page) => void (await expect(page.getByRole("table")).toBeVisible()) },
  "watch-live": { path: "/watch-live", act: async (page) => void (await expect(page.getByRole("timer")).toBeVisible()) },
  "download-apps": { path: "/download-apps" },
  "brand-ambassador": { path: "/brand-ambassador" },
  "payment/successful": { path: "/payment/successful" },
  "unsuccessful-payment": { path: "/unsuccessful-payment?reason=insufficient_balance" },
};

for (const language of CHECKED) {
  test.describe(`axe on the account pages, ${language.code}`, () => {
    for (const [name, visit] of Object.entries(VISITS)) {
      test(name, async ({ page }) => {
        const address = localized(language, visit.path.split("?")[0] ?? "/");
        const query = visit.path.includes("?") ? `?${visit.path.split("?")[1]}` : "";
        const token = visit.signedIn === true ? `${query === "" ? "?" : `${query}&`}token=${DEMO_TOKEN}` : query;
        await page.goto(`${address}${token}`);
        await expect.poll(() => currentPath(page)).toBe(`${address}${query}`);
        await settled(page);
        await visit.act?.(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
