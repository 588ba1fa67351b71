import { expect, test, type BrowserContext } from "@playwright/test";
import { DEMO_TOKEN } from "../../mocks/seed";

/**
 * The header's account menu is a stand-in button until its code has loaded (site-header.tsx). A
 * keyboard player who reaches the stand-in meanwhile keeps focus on the menu's button when the real
 * one takes its place, where before focus fell to the page's start (<body>). At 1280 px, where the
 * account menu is in the banner; the menu's code is held back until the player is on the stand-in.
 */

/** Holds the script that carries the account menu (its separator's class names it) until `release`. */
async function holdAccountMenuCode(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route("**/assets/*.js", async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("ui-menu__separator")) await released;
      await route.fulfill({ response, body });
    } catch {
      // The request was cancelled, or its answer let go, while it was read (a loaded machine):
      // the browser gets it from the server, if it still wants it.
      await route.continue().catch(() => undefined);
    }
  });
  return release;
}

// Every script of the page is read by the test on its way (holdAccountMenuCode).
test.slow();

test("focus on the account menu's stand-in stays on the menu's button when its code arrives", async ({ page, context }) => {
  const release = await holdAccountMenuCode(context);
  await page.goto(`/?token=${DEMO_TOKEN}`);
  // Every script passes through the test on its way: on a loaded machine the sign-in takes a while.
  await expect.poll(() => new URL(page.url()).searchParams.has("token"), { timeout: 30_000 }).toBe(false);
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Account menu" });
  await expect(menuButton).toBeVisible({ timeout: 20_000 });
  // Still the stand-in: react-aria's trigger says whether its menu is open, the stand-in does not.
  await expect(menuButton).not.toHaveAttribute("aria-expanded");
  await menuButton.focus();

  release();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();
  // And it is the menu's: Enter opens it, with its first item focused.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem").first()).toBeFocused();
});

test("focus elsewhere is left where the player put it when the menu's code arrives", async ({ page, context }) => {
  const release = await holdAccountMenuCode(context);
  await page.goto(`/?token=${DEMO_TOKEN}`);
  // Every script passes through the test on its way: on a loaded machine the sign-in takes a while.
  await expect.poll(() => new URL(page.url()).searchParams.has("token"), { timeout: 30_000 }).toBe(false);
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Account menu" });
  await expect(menuButton).toBeVisible({ timeout: 20_000 });
  const cart = page.getByRole("banner").getByRole("link", { name: /cart/i });
  await cart.focus();

  release();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(cart).toBeFocused();
});
