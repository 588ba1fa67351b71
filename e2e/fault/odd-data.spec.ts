import type { Page } from "@playwright/test";
import { addQuickPickToCart, settledCart, signInWithToken, stored } from "./demo-session";
import { callMatching, expect, test } from "./sandbox-network";

/**
 * Issue 11 point 7: odd or hostile data from the server never crashes a screen. Each answer below
 * is well-formed JSON with one bad value: the adapters turn it into a typed DecodeError
 * (docs/api-design.md), so the page still renders, no error escapes to the window, the fatal error
 * page does not show, and the cart is kept. Where the call is the visitor's own action (a voucher)
 * the message says it failed.
 */

const GAME = {
  game_id: 1,
  game_slug: "lucky-day",
  event_id: 1,
  draw_date: "2030-01-01T20:00:00+04:00",
  cutoff: "2030-01-01T19:00:00+04:00",
  price: 35,
  double_jackpot_price: 10,
  secure_jackpot_price: 5,
  estimated_jackpot: 1000,
  parent_setup: [
    { picks: 6, ballset: { min: 1, max: 44 } },
    { picks: 1, ballset: { min: 1, max: 22 } },
  ],
};

/** Collects uncaught errors and rejected promises of the page. */
function crashesOf(page: Page): string[] {
  const crashes: string[] = [];
  page.on("pageerror", (error) => crashes.push(error.message));
  return crashes;
}

async function expectShopStillThere(page: Page, crashes: readonly string[]): Promise<void> {
  await expect(page.getByRole("banner"), "the shop's header renders").toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }), "the page renders its heading").toBeVisible();
  await expect(page.getByRole("heading", { name: /Internal Server Error|Page Not Found/ }), "no fatal error page").toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(crashes, "no uncaught error or unhandled rejection").toEqual([]);
}

const ODD_BALANCES: ReadonlyArray<readonly [string, unknown]> = [
  ["a balance of 1e300", { data: { total: 1e300 } }],
  ["a balance beyond 10^12 as text", { data: { total: "9,999,999,999,999.00" } }],
  ["a balance that is true", { data: { total: true } }],
  ["no data.total", { data: {} }],
];

for (const [name, body] of ODD_BALANCES) {
  test(`/checkout signed in: ${name} leaves the page working (SPEC §8: only logged)`, async ({ page, sandbox }) => {
    await signInWithToken(page, "/lucky-day");
    await addQuickPickToCart(page);
    const cart = await settledCart(page);
    const crashes = crashesOf(page);
    sandbox.fail(callMatching("GET /api/user/balance"), { status: 200, json: body });
    await page.goto("/checkout");
    await expectShopStillThere(page, crashes);
    expect(await stored(page, "cart"), "the cart is kept").toEqual(cart);
  });
}

const ODD_GAMES: ReadonlyArray<readonly [string, unknown]> = [
  ["a price of 1e20", { data: [{ ...GAME, price: 1e20 }] }],
  ["a jackpot of 1e300", { data: [{ ...GAME, estimated_jackpot: 1e300 }] }],
  ["a price that is text", { data: [{ ...GAME, price: "35" }] }],
  ["a draw date that is no date", { data: [{ ...GAME, draw_date: "soon" }] }],
  ["no cutoff", { data: [{ ...GAME, cutoff: undefined }] }],
];

for (const [name, body] of ODD_GAMES) {
  test(`/ and /lucky-day: games with ${name} leave the pages working`, async ({ page, sandbox }) => {
    const crashes = crashesOf(page);
    sandbox.fail(callMatching("GET /api/lotto/lottoGames"), { status: 200, json: body });
    await page.goto("/");
    await expectShopStillThere(page, crashes);
    await page.goto("/lucky-day");
    await expect(page.getByRole("banner")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: /Internal Server Error/ }), "no fatal error page").toHaveCount(0);
    expect(crashes, "no uncaught error or unhandled rejection").toEqual([]);
  });
}

const ODD_VOUCHERS: ReadonlyArray<readonly [string, unknown]> = [
  ['discount: "true"', { data: { message: "Voucher applied.", discount: "true", amount: 10 } }],
  ["an amount of 1e20", { data: { message: "Voucher applied.", discount: false, amount: 1e20 } }],
  ["no amount", { data: { message: "Voucher applied.", discount: false } }],
];

for (const [name, body] of ODD_VOUCHERS) {
  test(`/checkout: a voucher answer with ${name} says the voucher failed and keeps the cart`, async ({ page, sandbox }) => {
    await signInWithToken(page, "/lucky-day");
    await addQuickPickToCart(page);
    await page.goto("/checkout");
    const cart = await settledCart(page);
    const crashes = crashesOf(page);
    sandbox.fail(callMatching("POST /api/voucher/used"), { status: 200, json: body });
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Voucher code" }).fill("SAVE10");
    await main.getByRole("button", { name: "Redeem", exact: true }).click();
    await expect(main.getByText("Failed to redeem voucher")).toBeVisible();
    await expect(main.getByText(/Voucher SAVE10 applied/)).toHaveCount(0);
    await expectShopStillThere(page, crashes);
    expect(await stored(page, "cart"), "the cart is kept").toEqual(cart);
  });
}
