import { devices } from "@playwright/test";
import { sandboxState } from "../../mocks/state";
import arCheckout from "../../src/ui/i18n/ar/checkout";
import arPay from "../../src/ui/i18n/ar/pay";
import { addQuickPickToCart, signInWithToken } from "../fault/demo-session";
import { expect, test } from "../fault/sandbox-network";
import { layoutReport } from "./support";

// Pixel 7 (touch, mobile viewport), whichever project runs the spec.
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
test.use(pixel7);

/**
 * Issue 13 "Payments that can't be charged twice" on a phone, in Arabic: the answer to Pay is lost
 * after the server took the money; the checkout says it could not confirm the payment (never that
 * nothing was charged), "Check again" is on the screen and works by touch, the money moves once.
 */
test("the 'could not confirm' state on a Pixel 7 in Arabic: said, reachable by touch, paid once", async ({ page, sandbox }) => {
  await signInWithToken(page, "/lucky-day");
  await addQuickPickToCart(page);
  await page.goto("/ar/checkout");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const main = page.getByRole("main");
  const purchases = () => (sandboxState().wallet["1"] ?? []).filter((entry) => entry.type === "purchase").length;
  const before = purchases();
  sandbox.fail((call) => call.method === "POST" && call.path === "/api/lotto/transact", "drop-answer", 1);
  await main.getByRole("button", { name: arCheckout.payment.pay }).tap();

  const notice = main.getByRole("alert").filter({ has: page.getByRole("heading", { name: arPay.unconfirmed.heading }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(arPay.unconfirmed.body);
  const checkAgain = main.getByRole("button", { name: arPay.unconfirmed.checkAgain });
  await expect(checkAgain).toBeVisible();
  // The sticky Pay bar carries "Check again": on the screen without scrolling, no sideways scroll.
  const box = await checkAgain.boundingBox();
  const viewport = page.viewportSize();
  expect(
    box !== null &&
      viewport !== null &&
      box.y >= 0 &&
      box.y + box.height <= viewport.height + 1 &&
      box.x >= -1 &&
      box.x + box.width <= viewport.width + 1,
  ).toBe(true);
  expect((await layoutReport(page)).overflowPx).toBe(0);
  expect(new URL(page.url()).pathname).toBe("/ar/checkout");

  await checkAgain.tap();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe("/ar/thank-you");
  expect(sandbox.callsTo("POST /api/lotto/transact")).toHaveLength(2);
  expect(purchases(), "charged once").toBe(before + 1);
});
