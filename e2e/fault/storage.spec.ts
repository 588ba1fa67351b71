import type { Page } from "@playwright/test";
import { SANDBOX_STORAGE_KEY } from "../../mocks/state";
import { addQuickPickToCart, signInWithToken } from "./demo-session";
import { expect, test } from "./sandbox-network";

/**
 * ARCHITECTURE §3.6: a corrupt stored value is dropped and logged, never a crash. Every JSON value
 * the app keeps in local storage is replaced, in turn, by text that is not JSON and by JSON of the
 * wrong shape; the app must start, drop it (or overwrite it) and say so on the console.
 */
// `theme` is plain text, not JSON: both corruptions are an unknown theme name ("wrong shape").
const APP_KEYS = ["cart", "tickets", "campaign", "userData", "theme"];
const CORRUPT = ['{"broken": ', '{"unexpected":[1,2,3]}'];

/** A visit that writes every key: signed in with campaign parameters, an entry in the cart, picks. */
async function fillStorage(page: Page): Promise<string[]> {
  await signInWithToken(page, "/lucky-day?utm_source=newsletter&utm_campaign=spring");
  await addQuickPickToCart(page);
  await page.getByRole("button", { name: "Number 5", exact: true }).first().click();
  await page.waitForLoadState("networkidle");
  return page.evaluate((sandboxKey) => {
    const keys: string[] = [];
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      const text = key === null ? null : window.localStorage.getItem(key);
      if (key === null || text === null || key === sandboxKey) continue;
      try {
        if (typeof JSON.parse(text) === "object") keys.push(key);
      } catch {
        // Plain text values (the last visited path) are not JSON: nothing to corrupt here.
      }
    }
    return keys;
  }, SANDBOX_STORAGE_KEY);
}

async function startWithCorruptValue(page: Page, key: string, corrupt: string): Promise<string[]> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") logged.push(message.text());
  });
  const crashes: string[] = [];
  page.on("pageerror", (error) => crashes.push(error.message));
  // Written as the reloaded document starts, before the app's scripts: written from the running
  // page, it could be overwritten by that page before the reload (a cart answer landing then), and
  // the app would start on a sound value with nothing to drop (1 of 10 such runs in one CI run).
  await page.addInitScript(
    ([name, value]) => {
      // Once: the script stays with the page, and later loads must find what the app made of it.
      const once = `e2e-corrupted:${name}`;
      if (window.sessionStorage.getItem(once) !== null) return;
      window.sessionStorage.setItem(once, "1");
      window.localStorage.setItem(name, value);
    },
    [key, corrupt] as const,
  );
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 }), "the app starts").toBeVisible();
  await expect(page.getByRole("heading", { name: /Internal Server Error/ })).toHaveCount(0);
  expect(crashes, "no uncaught error").toEqual([]);
  await expect
    .poll(() => page.evaluate((name) => window.localStorage.getItem(name), key), { message: "the corrupt value is dropped" })
    .not.toBe(corrupt);
  return logged;
}

test("the app writes the keys this spec corrupts", async ({ page }) => {
  const keys = await fillStorage(page);
  expect(keys.sort()).toEqual(expect.arrayContaining(["cart", "tickets", "userData"]));
});

for (const key of APP_KEYS) {
  for (const corrupt of CORRUPT) {
    test(`${key} = ${corrupt}: dropped and logged`, async ({ page }) => {
      await fillStorage(page);
      const logged = await startWithCorruptValue(page, key, corrupt);
      expect(
        logged.filter((line) => line.includes(`"${key}"`)),
        "a console warning names the dropped key",
      ).not.toEqual([]);
      expect(logged.join("\n"), "never the value itself").not.toContain(corrupt);
    });
  }
}

test("any other JSON key the app keeps: dropped and logged", async ({ page }) => {
  const others = (await fillStorage(page)).filter((key) => !APP_KEYS.includes(key));
  for (const key of others) {
    await test.step(key, async () => {
      const logged = await startWithCorruptValue(page, key, CORRUPT[0] ?? "");
      expect(logged.length).toBeGreaterThan(0);
    });
  }
});
