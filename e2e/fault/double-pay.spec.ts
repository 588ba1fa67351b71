import { addQuickPickToCart, signInWithToken } from "./demo-session";
import { expect, test } from "./sandbox-network";

/** A double click on pay sends one transaction, even while the first is still on its way. */
test("a double click on pay sends one transaction", async ({ page, sandbox }) => {
  await signInWithToken(page, "/lucky-day");
  await addQuickPickToCart(page);
  await page.goto("/checkout");
  // The answer takes a while, so the second click lands while the first payment is pending.
  sandbox.fail((call) => call.method === "POST" && call.path === "/api/lotto/transact", { delayMs: 1500 });
  const pay = page.getByRole("main").getByRole("button", { name: /^pay\b/i });
  await expect(pay).toBeEnabled();
  await pay.dblclick();
  await pay.click({ force: true, trial: false, timeout: 1000 }).catch(() => undefined);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/(thank-you|payment\/successful)/);
  expect(sandbox.callsTo("POST /api/lotto/transact")).toHaveLength(1);
});
