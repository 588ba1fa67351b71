import { expect, type Page, test } from "@playwright/test";
import { AXE_LANGUAGES, axeViolations, settled } from "../a11y/axe";
import { currentPath } from "../support/expect-page";
import { DEMO_TOKEN, localized } from "../support/pages";

/**
 * WCAG 2.2 AA (axe) on every account, wallet and information page in English and Arabic, in the
 * states a plain visit does not reach: forms showing their SPEC §5 messages, the confirmation
 * dialogs, each wallet step, an expanded FAQ answer. A page's first view is scanned by the route
 * walk (e2e/routes.spec.ts) and is not scanned again here.
 */

interface Visit {
  readonly path: string;
  readonly signedIn?: boolean;
  /** Brings the page into the state worth scanning (errors shown, a dialog open …). */
  readonly act?: (page: Page) => Promise<void>;
}

const submitFirstForm = async (page: Page) => {
  await page.locator("main form button[type=submit]").first().click();
  await expect(
    page
      .getByRole("group")
      .filter({ has: page.getByRole("heading", { level: 2 }) })
      .first(),
  ).toBeFocused();
};

const VISITS: Record<string, Visit> = {
  "login, errors shown": { path: "/login", act: submitFirstForm },
  "register, errors shown": { path: "/register", act: submitFirstForm },
  "forgot-password, errors shown": { path: "/forgot-password", act: submitFirstForm },
  "confirm/verify-email": { path: "/confirm/verify-email?token=verify-demo-token" },
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
  "wallet, step 1": {
    path: "/wallet?step=1",
    signedIn: true,
    act: async (page) => void (await expect(page.getByRole("table")).toBeVisible()),
  },
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
  "contact-us, errors shown": { path: "/contact-us", act: submitFirstForm },
  "prize-breakdown": {
    path: "/prize-breakdown",
    act: async (page) => void (await expect(page.getByRole("table")).toBeVisible()),
  },
  "watch-live": { path: "/watch-live", act: async (page) => void (await expect(page.getByRole("timer")).toBeVisible()) },
  "unsuccessful-payment": { path: "/unsuccessful-payment?reason=insufficient_balance" },
};

const soft = expect.configure({ soft: true });
const visitorFirst = Object.entries(VISITS).sort(([, a], [, b]) => Number(a.signedIn === true) - Number(b.signedIn === true));

/**
 * One browser page per language makes the visits one after the other (a full load of each address,
 * the visitor's first, then signed in), each as its own step: every failing state is reported.
 */
for (const language of AXE_LANGUAGES) {
  test(`axe on the account pages, ${language.code}: every state`, async ({ page }) => {
    test.setTimeout(visitorFirst.length * 15_000);
    let signedIn = false;
    for (const [name, visit] of visitorFirst) {
      await test.step(name, async () => {
        const address = localized(language, visit.path.split("?")[0] ?? "/");
        const query = visit.path.includes("?") ? `?${visit.path.split("?")[1]}` : "";
        const signIn = visit.signedIn === true && !signedIn;
        const token = signIn ? `${query === "" ? "?" : `${query}&`}token=${DEMO_TOKEN}` : query;
        await page.goto(`${address}${token}`);
        signedIn ||= signIn;
        await expect.poll(() => currentPath(page)).toBe(`${address}${query}`);
        await settled(page);
        await visit.act?.(page);
        soft(await axeViolations(page), `${name}: axe violations`).toEqual([]);
      });
    }
  });
}
