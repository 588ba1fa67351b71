import { sandboxState } from "../../mocks/state";
import enCheckout from "../../src/ui/i18n/en/checkout";
import enPay from "../../src/ui/i18n/en/pay";
import enWallet from "../../src/ui/i18n/en/wallet";
import { addQuickPickToCart, signInWithToken } from "./demo-session";
import { expect, test } from "./sandbox-network";

/**
 * Issue 13 "Payments that can't be charged twice" (docs/play.md, "Paying once"): the answer to a
 * money move is lost after the server has moved the money; a reload (or another tab) must not move
 * it again. The sandbox runs in this process (sandbox-network.ts), so its state is the server's truth.
 */
const DEMO_ID = "1";
const SEED_BALANCE_FILS = 123_450;
const NEVER_SAY = /nothing was (charged|paid|taken)|not been charged|did not go through/i;

const isTransact = (call: { method: string; path: string }) => call.method === "POST" && call.path === "/api/lotto/transact";
const isWithdraw = (call: { method: string; path: string }) => call.method === "POST" && call.path === "/api/wallet/withdraw";

/** The demo user's balance and movements of one type, as the server holds them. */
const server = (type: string) => {
  const state = sandboxState();
  const user = state.users.find((candidate) => String(candidate.id) === DEMO_ID);
  return { balance: user?.balance_fils, moves: (state.wallet[DEMO_ID] ?? []).filter((entry) => entry.type === type) };
};

test("pay: the answer is lost, a reload checks again with the same key; one transact on the server, paid once, thank-you", async ({
  page,
  sandbox,
}) => {
  await signInWithToken(page, "/lucky-day");
  await addQuickPickToCart(page);
  await page.goto("/checkout");
  const main = page.getByRole("main");
  const before = server("purchase").moves.length;
  sandbox.fail(isTransact, "drop-answer", 1);
  await main.getByRole("button", { name: enCheckout.payment.pay }).click();

  await expect(main.getByRole("heading", { name: enPay.unconfirmed.heading })).toBeVisible();
  await expect(main).not.toContainText(NEVER_SAY);
  expect(new URL(page.url()).pathname, "an unknown outcome is not an unsuccessful payment").toBe("/checkout");
  // The server took the money: one purchase, whatever the page knows.
  await expect.poll(() => server("purchase").moves.length).toBe(before + 1);
  const charged = server("purchase");
  const owed = -(charged.moves[0]?.amount_fils ?? 0);

  await page.reload();
  await expect(main.getByRole("heading", { name: enPay.unconfirmed.heading })).toBeVisible();
  await main.getByRole("button", { name: enPay.unconfirmed.checkAgain }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe("/thank-you");

  const transacts = sandbox.callsTo("POST /api/lotto/transact");
  expect(transacts, "the dropped try and the check").toHaveLength(2);
  const purchases = Object.keys(sandboxState().purchases).filter((key) => key.startsWith(`${DEMO_ID}:`));
  expect(purchases, "one purchase under one idempotency key").toHaveLength(1);
  expect(server("purchase").moves).toHaveLength(before + 1);
  expect(server("purchase").balance, "charged once").toBe(SEED_BALANCE_FILS - owed);
  expect(await page.evaluate(() => window.localStorage.getItem("pendingMoneyMoves")), "the key is settled").toBeNull();
});

test("wallet withdrawal: the answer is lost, a reload and the same request again; one withdrawal on the server", async ({
  page,
  sandbox,
}) => {
  await signInWithToken(page, "/wallet?step=4");
  const card = page.getByRole("region", { name: "Withdraw", exact: true });
  const withdraw = async () => {
    await card.getByRole("textbox", { name: "Amount (AED)" }).fill("100");
    await card.getByRole("button", { name: "Review" }).click();
    await page.getByRole("alertdialog", { name: "Confirm this payment" }).getByRole("button", { name: "Confirm" }).click();
  };
  sandbox.fail(isWithdraw, "drop-answer", 1);
  await withdraw();
  await expect(card.getByText(enWallet.unconfirmed)).toBeVisible();
  await expect(card).not.toContainText(NEVER_SAY);
  await expect.poll(() => server("withdrawal").moves.length).toBe(1);

  await page.reload();
  await withdraw();
  await expect(card.getByText(/pending review/)).toBeVisible();

  const calls = sandbox.callsTo("POST /api/wallet/withdraw");
  expect(calls).toHaveLength(2);
  expect(calls[1]?.headers["idempotency-key"], "the same key after the reload").toBe(calls[0]?.headers["idempotency-key"]);
  expect(server("withdrawal").moves, "one withdrawal on the server").toHaveLength(1);
  expect(server("withdrawal").balance, "taken once").toBe(SEED_BALANCE_FILS - 10_000);
});
