import type { Locator, Page } from "@playwright/test";
import { sandboxState } from "../../mocks/state";
import { addQuickPickToCart, cartButton, signInWithToken, stored } from "./demo-session";
import { expect, test } from "./sandbox-network";

/**
 * Offline while adding to the cart: the entry is kept (local storage, the header's count), the
 * cart says it is not saved yet, and once back online it reaches the server (SPEC §4 cart sync).
 * SPEC §7: nothing retries on a timer; the browser's `online` event is what sends it.
 */
/** The demo user's cart as the sandbox server keeps it (docs/sandbox.md: the demo user is id 1). */
const serverCartItems = (): unknown[] => {
  const record = sandboxState().carts["1"];
  return record === undefined ? [] : (JSON.parse(record.cart_data) as unknown[]);
};

test("signed in: added offline, kept, saved when back online", async ({ page, sandbox }) => {
  await signInWithToken(page, "/lucky-day");
  // Open the cart once while online, so its screen's code is loaded when the network is gone.
  await cartButton(page, 0).click();
  await expect(page).toHaveURL(/\/checkout/);
  // Rendered, with its code and dictionary loaded, before the network goes.
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goBack();
  await page.waitForLoadState("networkidle");
  await sandbox.setOffline(true);
  await addQuickPickToCart(page);
  await expect(cartButton(page, 1), "the cart counts the entry").toBeVisible();
  await cartButton(page, 1).click();
  await expect(page.getByText(/Not saved yet/).first(), "the cart says it is not saved yet").toBeVisible({ timeout: 15_000 });
  expect(JSON.stringify(await stored(page, "cart"))).toContain("lucky-day");
  expect(serverCartItems()).toHaveLength(0);

  await sandbox.setOffline(false);
  await expect
    .poll(() => sandbox.callsTo("POST /api/carts/save").length, { message: "the cart is saved once online", timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect.poll(serverCartItems, { timeout: 30_000 }).toHaveLength(1);
  await expect(page.getByText(/Not saved yet/)).toHaveCount(0);
  await page.reload();
  await expect(cartButton(page, 1)).toBeVisible();
});

test("visitor: added offline, still there after going back online and reloading", async ({ page, sandbox }) => {
  await page.goto("/lucky-day");
  // The game page's picker is on screen (its code loaded) before the network goes.
  await expect(page.getByRole("button", { name: "Quick pick", exact: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await sandbox.setOffline(true);
  await addQuickPickToCart(page);
  await expect(cartButton(page, 1)).toBeVisible();
  await sandbox.setOffline(false);
  await page.reload();
  await expect(cartButton(page, 1)).toBeVisible();
  expect(sandbox.callsTo("POST /api/carts/save"), "a visitor's cart stays on the device").toHaveLength(0);
});

/** The game page settled, with its draws field still the read-only frame (its code loads when it nears the screen). */
async function gamePageWithDrawsFrame(page: Page): Promise<Locator> {
  await page.goto("/lucky-day");
  await expect(page.getByRole("button", { name: "Quick pick", exact: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const draws = page.getByRole("textbox", { name: "Number of draws" });
  await expect(draws, "below the first screen, the draws field is still its frame").toHaveAttribute("readonly", "");
  return draws;
}

test("visitor: offline, a field whose code has not loaded keeps its place and the page, and works once back online", async ({
  page,
  sandbox,
}) => {
  const draws = await gamePageWithDrawsFrame(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await sandbox.setOffline(true);
  // Scrolled to and pressed: its chunk is asked for, and cannot come.
  await draws.click();
  await expect(draws, "the frame holds the field's place").toHaveAttribute("readonly", "");
  await expect(page.getByRole("heading", { name: "Lucky Day", level: 1 })).toBeVisible();
  await addQuickPickToCart(page);
  await expect(cartButton(page, 1), "the page still works offline").toBeVisible();

  await sandbox.setOffline(false);
  await expect(draws, "the field takes over once its code has come").not.toHaveAttribute("readonly");
  await page.getByRole("button", { name: "Increase Number of draws" }).click();
  await expect(draws).toHaveValue("2");
  expect(await page.evaluate(() => "sameDocument" in window), "no reload on the way").toBe(true);
});

test("keyboard, before the draws field's code has come: a Tab into its frame keeps the focus there, and a Tab past it keeps it where it went", async ({
  page,
  sandbox,
}) => {
  const draws = await gamePageWithDrawsFrame(page);
  const doubleJackpot = page.getByRole("checkbox", { name: "Double jackpot" });
  // Offline, the field's chunk cannot come: what a slow phone network does for a while.
  await sandbox.setOffline(true);
  // The next stop after the frame, focused without scrolling: the frame is still far from the screen.
  await doubleJackpot.evaluate((box: HTMLElement) => box.focus({ preventScroll: true }));
  await page.keyboard.press("Shift+Tab");
  // The Tab scrolls the frame near the screen, which asks for the field's code; it used to put the
  // boundary's fallback in the frame's place, and focus fell to <body> until the code came.
  await expect(draws, "the frame keeps the focus while the field's code loads").toBeFocused();
  await page.waitForTimeout(500);
  await expect(draws).toBeFocused();
  await expect(draws).toHaveAttribute("readonly", "");

  await page.keyboard.press("Tab");
  await expect(doubleJackpot).toBeFocused();
  await sandbox.setOffline(false);
  await expect(draws, "the field takes over once its code has come").not.toHaveAttribute("readonly");
  await expect(doubleJackpot, "focus stays where the player took it").toBeFocused();

  await page.keyboard.press("Shift+Tab");
  await expect(draws, "the field itself is the next stop back").toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(draws).toHaveValue("2");
});
