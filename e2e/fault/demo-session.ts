import { expect, type Page } from "@playwright/test";
import { DEMO_TOKEN, DEMO_USER } from "../../mocks/seed";
import { appHasRun } from "../support/expect-page";

/** The sandbox's demo user (docs/sandbox.md). */
export { DEMO_TOKEN, DEMO_USER };

/**
 * SPEC §2: a token query parameter signs the demo user in; it then leaves the address bar. Signed
 * in shows as the banner's "Account menu" from the md breakpoint up; on a phone the account lives
 * in the Menu panel (issue 12), which is opened until it offers "Sign out", then closed again.
 */
export async function signInWithToken(page: Page, path = "/"): Promise<void> {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}token=${DEMO_TOKEN}`);
  await expect.poll(() => new URL(page.url()).searchParams.has("token"), { message: "the token leaves the address" }).toBe(false);
  // The app has rendered: a prerendered page shows the phone header until then, whatever the width.
  await appHasRun(page);
  const banner = page.getByRole("banner");
  const accountMenu = banner.getByRole("button", { name: /account menu/i });
  const phoneMenu = banner.getByRole("button", { name: "Menu", exact: true });
  await expect(accountMenu.or(phoneMenu).first()).toBeVisible();
  if (await accountMenu.isVisible()) return;
  await phoneMenu.click();
  const panel = page.getByRole("dialog");
  await expect(
    panel.getByRole("button", { name: "Sign out", exact: true }),
    "the phone menu shows the signed-in account",
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
}

/** Fills the sign-in form of the page it is on (/login) with the demo user's phone and password. */
export async function fillSignInForm(page: Page): Promise<void> {
  const main = page.getByRole("main");
  const callingCode = main.getByRole("button", { name: /country code/i });
  if ((await callingCode.count()) > 0 && !((await callingCode.textContent()) ?? "").includes(DEMO_USER.calling_code)) {
    await callingCode.click();
    await page
      .getByRole("option", { name: new RegExp(`\\${DEMO_USER.calling_code}\\b`) })
      .first()
      .click();
  }
  await main.getByLabel("Phone number").fill(DEMO_USER.phone);
  await main.getByLabel("Password", { exact: true }).fill(DEMO_USER.password);
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Quick pick for the first entry, then Add to cart, on the game page it is on. */
export async function addQuickPickToCart(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Quick pick", exact: true }).first().click();
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
}

/** The header's cart button names the count: "Cart, 1 item". */
export const cartButton = (page: Page, count: number) =>
  page
    .getByRole("banner")
    .getByRole("button", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` })
    .or(page.getByRole("banner").getByRole("link", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` }));

/** A local-storage value, parsed when it is JSON. A navigation under way (a reload still landing) is waited for, then read again. */
export async function stored(page: Page, key: string): Promise<unknown> {
  const read = () =>
    page.evaluate((name) => {
      const text = window.localStorage.getItem(name);
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }, key);
  try {
    return await read();
  } catch (error) {
    if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
    await page.waitForLoadState("load");
    return read();
  }
}

/**
 * The stored cart once it has no save under way (its `pending` mark is back to "none"): a
 * snapshot to compare with later that a save landing in between cannot change.
 */
export async function settledCart(page: Page): Promise<unknown> {
  await expect
    .poll(async () => ((await stored(page, "cart")) as { pending?: unknown } | null)?.pending ?? "none", {
      message: "the cart's save has landed",
    })
    .toBe("none");
  return stored(page, "cart");
}
