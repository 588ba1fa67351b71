import { callMatching, expect, test } from "../fault/sandbox-network";
import { at, boardNumbers, entryName, fill, pathOf, signedInWithOneLine, WORDS } from "./support";

/**
 * A refused payment keeps the cart (SPEC §1, §2 /unsuccessful-payment): POST /api/lotto/transact
 * answers the API's BusinessError for a short balance (openapi/lotto-api.yaml, 402
 * insufficient_balance) → /unsuccessful-payment with the reason → back to checkout: the line is
 * still there with the same numbers.
 */
test("a refused payment shows the reason and keeps the cart", async ({ page, sandbox }) => {
  const w = WORDS.en;
  const numbers = await signedInWithOneLine(page, "en");
  await page.goto(at("en", "/checkout"));
  sandbox.fail(
    callMatching("POST /api/lotto/transact"),
    { status: 402, json: { status: 402, message: "Insufficient balance", code: "insufficient_balance" } },
    1,
  );

  await page.getByRole("main").getByRole("button", { name: w.checkout.payment.pay, exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/unsuccessful-payment?reason=insufficient_balance");
  await expect(page.getByRole("alert")).toHaveText(w.content.payment.failedBody);
  await expect(page.getByRole("main").getByText(w.content.payment.reasons.insufficient_balance, { exact: true })).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: w.content.payment.retry }).click();
  await expect.poll(() => pathOf(page)).toBe("/checkout");
  const board = page.getByRole("main").getByRole("list", { name: fill(w.common.board.label, { entry: entryName("en", 1) }) });
  await expect.poll(() => boardNumbers(board)).toEqual(numbers);
  expect(sandbox.callsTo("POST /api/lotto/transact")).toHaveLength(1);
});
