import { expect, type Page, test } from "@playwright/test";
import { DEMO_TOKEN } from "../../mocks/seed";
import { appHasRun } from "../support/expect-page";
import { fill, LUCKY_DAY, pathOf, WORDS } from "./support";

const w = WORDS.en;
const MAX_TABS = 80;

interface Focus {
  readonly onBody: boolean;
  readonly name: string;
  readonly group: string;
  readonly pressed: string | null;
}

/** Where focus is: its accessible-ish name, the group it sits in, whether it is <body>. */
const focusOf = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const active = document.activeElement;
    const group = active?.closest("[role='group']");
    const labelId = group?.getAttribute("aria-labelledby") ?? "";
    return {
      onBody: active === null || active === document.body,
      name: (active?.getAttribute("aria-label") ?? active?.textContent ?? "").trim(),
      group:
        labelId === "" ? (group?.getAttribute("aria-label") ?? "") : (document.getElementById(labelId)?.textContent ?? "").trim(),
      pressed: active?.getAttribute("aria-pressed") ?? null,
    };
  });

/** Presses a key; focus must never fall back to <body> (WCAG 2.4.3 focus order). */
async function press(page: Page, key: string): Promise<Focus> {
  await page.keyboard.press(key);
  const focus = await focusOf(page);
  expect(focus.onBody, `focus fell to <body> after ${key}`).toBe(false);
  return focus;
}

/** Tabs (or Shift+Tabs) until focus matches, failing after MAX_TABS stops. */
async function tabTo(page: Page, matches: (focus: Focus) => boolean, key = "Tab"): Promise<Focus> {
  for (let stop = 0; stop < MAX_TABS; stop += 1) {
    const focus = await press(page, key);
    if (matches(focus)) return focus;
  }
  throw new Error(`no Tab stop matched within ${MAX_TABS} presses`);
}

/** Moves right with the arrows and toggles with Space until `count` numbers of the pool are chosen. */
async function pickWithArrows(page: Page, count: number): Promise<void> {
  for (let chosen = 0; chosen < count; chosen += 1) {
    const focus = await press(page, "Space");
    expect(focus.pressed, `${focus.name} chosen`).toBe("true");
    if (chosen < count - 1) {
      await press(page, "ArrowRight");
      await press(page, "ArrowRight");
    }
  }
}

/**
 * Keyboard only (WCAG 2.1.1): no mouse, no programmatic focus. Signed in by the SPEC §2 token link;
 * 6 main numbers and 1 bonus with arrows and Space (one Tab stop per pool), add to cart, the cart
 * link, Pay, the thank-you page.
 */
test("the journey by keyboard alone", async ({ page }) => {
  await page.goto(`/${LUCKY_DAY.game_slug}?token=${DEMO_TOKEN}`);
  // Up to 20 s, as for the board below: the token's sign-in took longer than 10 s once on a CI
  // machine loaded with Lighthouse beside the e2e run.
  await expect.poll(() => new URL(page.url()).searchParams.has("token"), { timeout: 20_000 }).toBe(false);
  // The game pages' frame is inert until React has committed: a Tab pressed before then finds no
  // stop and leaves focus on <body> (it did once on a loaded CI machine). A mouse's click waits for
  // that by itself; a key does not.
  await appHasRun(page);
  await expect(page.getByRole("group", { name: w.play.pool.main })).toBeVisible({ timeout: 20_000 });

  await tabTo(page, (focus) => focus.group === w.play.pool.main);
  await pickWithArrows(page, 6);
  const bonus = await press(page, "Tab");
  expect(bonus.group, "one Tab stop per pool: the next stop is the bonus pool").toBe(w.play.pool.bonus);
  await pickWithArrows(page, 1);
  await expect(page.getByRole("main").getByText(fill(w.play.entry.complete)).first()).toBeVisible();

  await tabTo(page, (focus) => focus.name === w.play.addToCart);
  await press(page, "Enter");
  const cart = page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" });
  await expect(cart).toBeVisible();
  await tabTo(page, (focus) => focus.name === "Cart, 1 item", "Shift+Tab");
  await press(page, "Enter");
  await expect.poll(() => pathOf(page)).toBe("/checkout");
  await expect(page.getByRole("main").getByRole("button", { name: w.checkout.payment.pay })).toBeEnabled();

  await tabTo(page, (focus) => focus.name === w.checkout.payment.pay);
  await page.keyboard.press("Enter");
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.checkout.receipt.heading);
});
