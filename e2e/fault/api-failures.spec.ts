import type { Page } from "@playwright/test";
import { appHasRun } from "../support/expect-page";
import { addQuickPickToCart, signInWithToken, stored } from "./demo-session";
import { type ApiCall, callMatching, expect, type Fault, type SandboxNetwork, test } from "./sandbox-network";

/**
 * Every API call a page makes, failing in turn with a 500, a timeout and a network error: the shop
 * still renders (no crash, no fatal error page), says what went wrong where the failure costs the
 * visitor something, and keeps what was picked (tickets and cart in local storage).
 */

/** SPEC §8: these failures are only logged (and SEO falls back to the defaults); tracking is fire-and-forget. */
const QUIET = /^(GET \/api\/seo\/|GET \/api\/user\/balance$|POST \/api\/meta-conversion\/|POST \/api\/touch-point\/)/;

const MESSAGE = "[role='alert'], [role='alertdialog'], [role='status']";

interface Scenario {
  readonly path: string;
  readonly signedIn: boolean;
}

const SCENARIOS: Scenario[] = [
  { path: "/", signedIn: false },
  { path: "/lucky-day", signedIn: false },
  { path: "/checkout", signedIn: true },
];

const FAULTS: Fault[] = ["500", "network", "timeout"];

/** The idBlocks of the stored cart's items, wherever the stored shape keeps its `items` list. */
function cartEntries(value: unknown): unknown[] {
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if (Array.isArray(record["items"]))
    return record["items"].map((item: unknown) => (item as Record<string, unknown> | null)?.["idBlock"] ?? item);
  return Object.values(record).flatMap(cartEntries);
}

/** Every `numbersChecked` list of the stored tickets: what was picked, whatever else is stored beside it. */
function pickedNumbers(value: unknown): unknown[] {
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if (Array.isArray(record["numbersChecked"])) return [record["numbersChecked"]];
  return Object.values(record).flatMap(pickedNumbers);
}

const callName = (call: ApiCall): string => `${call.method} ${call.path}`;

/** Something picked before the failures: one entry in the cart, numbers in the next entry. */
async function pickSomething(page: Page, scenario: Scenario): Promise<{ cart: unknown; tickets: unknown }> {
  if (scenario.signedIn) await signInWithToken(page, "/lucky-day");
  else await page.goto("/lucky-day");
  await addQuickPickToCart(page);
  for (const value of [3, 9, 12])
    await page
      .getByRole("button", { name: `Number ${value}`, exact: true })
      .first()
      .click();
  await page.waitForLoadState("networkidle");
  const cart = await stored(page, "cart");
  expect(cartEntries(cart), "one entry in the cart before the failures").toHaveLength(1);
  const tickets = await stored(page, "tickets");
  expect(JSON.stringify(pickedNumbers(tickets)), "the numbers picked before the failures").toContain("[3,9,12]");
  return { cart, tickets };
}

/**
 * Soft checks, so every call of the page is tried and every gap reported. The header renders at
 * once; the page's heading and a message may wait for the time budget when the call hangs.
 */
async function expectShopStillThere(page: Page, call: string, fault: Fault): Promise<void> {
  const wait = fault === "timeout" ? 25_000 : 10_000;
  await expect.soft(page.getByRole("banner"), "the shop's header renders").toBeVisible({ timeout: 10_000 });
  await expect.soft(page.getByRole("heading", { level: 1 }), "the page renders its heading").toBeVisible({ timeout: wait });
  await expect
    .soft(page.getByRole("heading", { name: /Internal Server Error|Page Not Found/ }), "no fatal error page")
    .toHaveCount(0);
  if (!QUIET.test(call)) {
    await expect
      .soft(page.locator(MESSAGE).filter({ hasText: /\S/ }).first(), `a clear message when ${call} fails`)
      .toBeVisible({ timeout: wait });
  }
}

/** A reload the app itself may cut short (its own address update): then the page it went to counts. */
async function reload(page: Page): Promise<void> {
  try {
    await page.reload();
  } catch (error) {
    if (!String(error).includes("ERR_ABORTED")) throw error;
    await page.waitForLoadState("load");
  }
}

async function distinctCalls(sandbox: SandboxNetwork, page: Page, path: string): Promise<string[]> {
  const before = sandbox.calls.length;
  await page.goto(path);
  // The prerendered page is quiet before the app has run and made its calls: on a loaded machine
  // networkidle came first and no call was counted. Once the app has run, quiet means its calls
  // are answered.
  await appHasRun(page);
  await page.waitForLoadState("networkidle");
  return [...new Set(sandbox.calls.slice(before).map(callName))];
}

for (const scenario of SCENARIOS) {
  for (const fault of FAULTS) {
    test(`${scenario.path}${scenario.signedIn ? " (signed in)" : ""}: each call failing with ${fault}`, async ({
      page,
      sandbox,
    }) => {
      // Each call is a reload and up to three waits; a loaded 2-core CI machine needs room for a dozen calls.
      test.setTimeout(fault === "timeout" ? 420_000 : 360_000);
      const picked = await pickSomething(page, scenario);
      const calls = await distinctCalls(sandbox, page, scenario.path);
      expect(calls.length, `${scenario.path} makes API calls`).toBeGreaterThan(0);
      const crashes: string[] = [];
      page.on("pageerror", (error) => crashes.push(error.message));
      for (const call of calls) {
        await test.step(`${call} → ${fault}`, async () => {
          sandbox.clearFaults();
          sandbox.fail(callMatching(call), fault);
          await reload(page);
          await expectShopStillThere(page, call, fault);
          expect.soft(crashes, "no uncaught error").toEqual([]);
          expect.soft(cartEntries(await stored(page, "cart")), "the cart is kept").toEqual(cartEntries(picked.cart));
          // SPEC §4: a signed-in start clears the tickets' numbers by design; a visitor's stay.
          if (!scenario.signedIn)
            expect
              .soft(pickedNumbers(await stored(page, "tickets")), "the picked numbers are kept")
              .toEqual(pickedNumbers(picked.tickets));
          crashes.length = 0;
        });
      }
    });
  }
}
