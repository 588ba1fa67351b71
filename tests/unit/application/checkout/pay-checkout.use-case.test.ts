import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { removeFromCart } from "@/domain/cart/cart-state";
import {
  DecodeError,
  NetworkError,
  Refused,
  ServerMessage,
  TimeoutError,
  Unauthorized,
  type ApiError,
} from "@/application/ports/api-errors";
import { CartChanged, WeeklyLimitExceeded, WeeklyLimitUnchecked } from "@/application/checkout/checkout.errors";
import { PaymentUnconfirmed } from "@/application/payment/payment.errors";
import type { WeeklyLimit } from "@/application/ports/weekly-limit.port";
import type { PurchaseReceipt, PurchaseRequest } from "@/application/ports/payment-gateway.port";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, fails, ok } from "../fixtures";
import { harness } from "../harness";

const receipt: PurchaseReceipt = {
  transactionId: "tx-1",
  ticketsPurchased: 1,
  amountPaid: fromMajor(5),
  voucherAmount: fromMajor(0),
  balance: fromMajor(95),
  createdAt: "2025-01-15T12:00:00Z",
};
/** Two entries for three draws: six plays (SPEC §7 quantity, docs/domain.md). */
const line = cartItem({ bets: [[1], [2]], draws: 3 });
const voucher = { code: "SAVE10", isDiscount: false, amount: fromMajor(1) };

type Answer = Promise<Result.Result<PurchaseReceipt, ApiError | Refused>>;
type LimitAnswer = Promise<Result.Result<WeeklyLimit, ApiError>>;

const roomy: WeeklyLimit = { allowed: true, remaining: 40, limit: 50 };

const payHarness = (...answers: Array<() => Answer>) => limitHarness(() => ok(roomy), ...answers);

/** The weekly limit check answers `limitAnswer`; the transaction answers `answers` in turn. */
const limitHarness = (limitAnswer: () => LimitAnswer, ...answers: Array<() => Answer>) => {
  const transact = recorder((_request: PurchaseRequest) => (answers.shift() ?? (() => ok(receipt)))());
  const check = recorder((_request: { userId: number; quantity: number }) => limitAnswer());
  const remove = recorder(() => ok(undefined));
  const h = harness({
    signedIn: aUser({ id: 7 }),
    remotes: { payments: { transact }, carts: { delete: remove, save: recorder(() => ok(undefined)) }, limits: { check } },
    state: { cart: { items: [line], voucher, unreadableLines: [] }, balance: fromMajor(100) },
  });
  return { h, transact, remove, check };
};

const keys = (calls: ReadonlyArray<[PurchaseRequest]>) => calls.map(([request]) => request.idempotencyKey);

describe("PayCheckoutUseCase (SPEC §1/§7 pay from the balance)", () => {
  it("success: purchase summary kept, new balance, cart cleared here and on the server", async () => {
    const { h, transact, remove } = payHarness();
    await expect(h.payCheckout.execute()).resolves.toEqual(Result.succeed(receipt));
    expect(transact.calls).toEqual([[{ items: [line], voucherCode: "SAVE10", idempotencyKey: "uuid-1" }]]);
    expect(h.state.get().lastPurchase).toEqual(receipt);
    expect(h.state.get().balance).toBe(fromMajor(95));
    expect(h.state.get().cart).toEqual({ items: [], voucher: null, unreadableLines: [] });
    expect(JSON.parse(h.store.get(STORAGE_KEYS.cart) ?? "{}").cart.items).toEqual([]);
    await Promise.resolve();
    expect(remove.calls).toHaveLength(1);
  });

  it("a double submit sends one transaction and both get its answer", async () => {
    const { h, transact } = payHarness();
    const [first, second] = await Promise.all([h.payCheckout.execute(), h.payCheckout.execute()]);
    expect(transact.calls).toHaveLength(1);
    expect(first).toEqual(second);
  });

  it.each<[string, ApiError]>([
    ["a network failure", new NetworkError({ reason: "offline" })],
    ["a timeout", new TimeoutError({ timeoutMs: 15_000 })],
    ["a server error", new ServerMessage({ status: 502, message: "Bad gateway" })],
    ["an unreadable answer", new DecodeError({ message: "data: missing" })],
  ])("after %s the payment is unconfirmed, the cart intact, and the retry reuses the idempotency key", async (_case, error) => {
    const { h, transact } = payHarness(() => fails(error));
    const failed = await h.payCheckout.execute();
    expect(failed).toEqual(Result.fail(new PaymentUnconfirmed({ cause: error })));
    expect(h.payCheckout.unconfirmed()).toBe(true);
    expect(h.state.get().cart.items).toEqual([line]);
    expect(h.state.get().balance).toBe(fromMajor(100));
    await h.payCheckout.execute();
    expect(keys(transact.calls)).toEqual(["uuid-1", "uuid-1"]);
    expect(h.payCheckout.unconfirmed()).toBe(false);
  });

  it("keeps the key in local storage before the request leaves, so a reload mid-flight sends the same key", async () => {
    let storedDuringCall: string | undefined;
    const { h } = payHarness(() => {
      storedDuringCall = h.store.get(STORAGE_KEYS.pendingMoneyMoves);
      return fails(new NetworkError({ reason: "connection reset" }));
    });
    await h.payCheckout.execute();
    expect(JSON.parse(storedDuringCall ?? "[]")).toMatchObject([{ key: "uuid-1" }]);
  });

  it("a reload (or another tab) after an unknown outcome finds the payment unconfirmed and sends the same key", async () => {
    const { h } = payHarness(() => fails(new TimeoutError({ timeoutMs: 15_000 })));
    await h.payCheckout.execute();
    const transact = recorder((_request: PurchaseRequest) => ok(receipt));
    const check = recorder(() => ok(roomy));
    const reloaded = harness({
      signedIn: aUser({ id: 7 }),
      remotes: { payments: { transact }, carts: { delete: () => ok(undefined) }, limits: { check } },
      state: { cart: { items: [line], voucher, unreadableLines: [] }, balance: fromMajor(100) },
      storage: h.store.entries(),
      randomIds: ["fresh-1", "fresh-2"],
    });
    expect(reloaded.payCheckout.unconfirmed()).toBe(true);
    await expect(reloaded.payCheckout.execute()).resolves.toEqual(Result.succeed(receipt));
    expect(keys(transact.calls)).toEqual(["uuid-1"]);
    // Asking for the outcome of a purchase already checked: the weekly limit is not asked again.
    expect(check.calls).toEqual([]);
    expect(reloaded.store.get(STORAGE_KEYS.pendingMoneyMoves)).toBeUndefined();
  });

  it("a reload that finds the cart emptied (the server's copy, after the purchase went through) still checks the same purchase", async () => {
    const { h } = payHarness(() => fails(new NetworkError({ reason: "connection reset" })));
    await h.payCheckout.execute();
    const transact = recorder((_request: PurchaseRequest) => ok(receipt));
    const reloaded = harness({
      signedIn: aUser({ id: 7 }),
      remotes: { payments: { transact }, carts: { delete: () => ok(undefined) } },
      state: { cart: { items: [], voucher: null, unreadableLines: [] }, balance: fromMajor(95) },
      storage: h.store.entries(),
      randomIds: ["fresh-1"],
    });
    expect(reloaded.payCheckout.unconfirmed()).toBe(true);
    expect(reloaded.payCheckout.unconfirmedPurchase()).toEqual({ items: [line], voucher, unreadableLines: [] });
    await expect(reloaded.payCheckout.execute()).resolves.toEqual(Result.succeed(receipt));
    expect(transact.calls).toEqual([[{ items: [line], voucherCode: "SAVE10", idempotencyKey: "uuid-1" }]]);
    expect(reloaded.payCheckout.unconfirmed()).toBe(false);
    expect(reloaded.payCheckout.unconfirmedPurchase()).toBeNull();
  });

  it("an empty cart with no unconfirmed payment is still EmptyCart; another player's unconfirmed payment is not theirs", async () => {
    const { h } = payHarness(() => fails(new NetworkError({ reason: "offline" })));
    await h.payCheckout.execute();
    const other = harness({
      signedIn: aUser({ id: 8 }),
      state: { cart: { items: [], voucher: null, unreadableLines: [] } },
      storage: h.store.entries(),
    });
    expect(other.payCheckout.unconfirmed()).toBe(false);
    const result = await other.payCheckout.execute();
    expect(Result.isFailure(result) && result.failure._tag).toBe("EmptyCart");
  });

  it("another player signed in on the same device gets a key of their own for the same cart", async () => {
    const { h } = payHarness(() => fails(new NetworkError({ reason: "offline" })));
    await h.payCheckout.execute();
    const transact = recorder((_request: PurchaseRequest) => ok(receipt));
    const other = harness({
      signedIn: aUser({ id: 8 }),
      remotes: { payments: { transact }, carts: { delete: () => ok(undefined) }, limits: { check: () => ok(roomy) } },
      state: { cart: { items: [line], voucher, unreadableLines: [] }, balance: fromMajor(100) },
      storage: h.store.entries(),
      randomIds: ["fresh-1"],
    });
    expect(other.payCheckout.unconfirmed()).toBe(false);
    await other.payCheckout.execute();
    expect(keys(transact.calls)).toEqual(["fresh-1"]);
  });

  it("logout wipes the kept key with the rest of local storage (SPEC §4)", async () => {
    const { h } = payHarness(() => fails(new NetworkError({ reason: "offline" })));
    await h.payCheckout.execute();
    expect(h.store.get(STORAGE_KEYS.pendingMoneyMoves)).toBeDefined();
    await h.logout.execute();
    expect(h.store.get(STORAGE_KEYS.pendingMoneyMoves)).toBeUndefined();
  });

  it("after a definite refusal the next attempt is a new purchase with a new key", async () => {
    const refusal = new Refused({ status: 402, code: "insufficient_balance", message: "Top up" });
    const { h, transact } = payHarness(() => fails(refusal));
    const failed = await h.payCheckout.execute();
    expect(Result.isFailure(failed) && failed.failure._tag).toBe("Refused");
    expect(h.payCheckout.unconfirmed()).toBe(false);
    expect(h.state.get().cart.items).toEqual([line]);
    await h.payCheckout.execute();
    expect(keys(transact.calls)).toEqual(["uuid-1", "uuid-2"]);
  });

  it("a changed cart is a new purchase with a new key", async () => {
    const { h, transact } = payHarness(() => fails(new NetworkError({ reason: "offline" })));
    await h.payCheckout.execute();
    h.cartStore.change((cart) => ({ ...cart, items: [...cart.items, cartItem({ idBlock: "b2" })] }));
    await h.payCheckout.execute();
    expect(keys(transact.calls)).toEqual(["uuid-1", "uuid-2"]);
  });

  it("a 401 follows SPEC §8 and keeps the cart", async () => {
    const { h } = payHarness(() => fails(Unauthorized.fromMessage("Please sign in again")));
    await h.payCheckout.execute();
    expect(h.navigator.last?.path).toBe("/login?reauth=1");
    expect(h.state.get().cart.items).toEqual([line]);
  });

  it("a guest cannot pay; nothing is sent", async () => {
    const h = harness({ state: { cart: { items: [line], voucher: null, unreadableLines: [] } } });
    const result = await h.payCheckout.execute();
    expect(Result.isFailure(result) && result.failure._tag).toBe("SignInRequired");
  });

  it("an empty cart is not paid", async () => {
    const h = harness({ signedIn: aUser() });
    const result = await h.payCheckout.execute();
    expect(Result.isFailure(result) && result.failure._tag).toBe("EmptyCart");
  });
});

describe("PayCheckoutUseCase and the weekly limit (SPEC §6/§7: checked again before the purchase)", () => {
  it("checks the user's weekly limit with the cart's plays before transacting", async () => {
    const { h, check, transact } = payHarness();
    await expect(h.payCheckout.execute()).resolves.toEqual(Result.succeed(receipt));
    expect(check.calls).toEqual([[{ userId: 7, quantity: 6 }]]);
    expect(transact.calls).toHaveLength(1);
  });

  it("over the limit: refused with the figures, nothing sent, cart and balance kept", async () => {
    const { h, transact } = limitHarness(() => ok({ allowed: false, remaining: 2, limit: 50 }));
    const result = await h.payCheckout.execute();
    expect(result).toEqual(Result.fail(new WeeklyLimitExceeded({ quantity: 6, remaining: 2, limit: 50 })));
    expect(transact.calls).toEqual([]);
    expect(h.state.get().cart.items).toEqual([line]);
    expect(h.state.get().balance).toBe(fromMajor(100));
  });

  it("follows the server's verdict even when the remaining count would seem to fit", async () => {
    const { h, transact } = limitHarness(() => ok({ allowed: false, remaining: 10, limit: 50 }));
    const result = await h.payCheckout.execute();
    expect(Result.isFailure(result) && result.failure._tag).toBe("WeeklyLimitExceeded");
    expect(transact.calls).toEqual([]);
  });

  it.each<[string, ApiError]>([
    ["no answer", new NetworkError({ reason: "offline" })],
    ["a timeout", new TimeoutError({ timeoutMs: 15_000 })],
    ["a server error", new ServerMessage({ status: 500, message: "down" })],
    ["an unreadable answer", new DecodeError({ message: "allowed: missing" })],
  ])("a failed check (%s) is WeeklyLimitUnchecked: nothing sent, cart kept", async (_case, error) => {
    const { h, transact } = limitHarness(() => fails(error));
    const result = await h.payCheckout.execute();
    expect(result).toEqual(Result.fail(new WeeklyLimitUnchecked({ cause: error })));
    expect(transact.calls).toEqual([]);
    expect(h.state.get().cart.items).toEqual([line]);
  });

  it("a 401 on the check follows SPEC §8 and stays a 401; nothing sent", async () => {
    const { h, transact } = limitHarness(() => fails(Unauthorized.fromMessage("Unauthorized")));
    const result = await h.payCheckout.execute();
    expect(Result.isFailure(result) && result.failure._tag).toBe("Unauthorized");
    expect(transact.calls).toEqual([]);
    expect(h.navigator.last?.path).toBe("/login");
  });

  it("once the check succeeds again, the purchase goes ahead", async () => {
    const answers: Array<() => LimitAnswer> = [() => fails(new NetworkError({ reason: "offline" })), () => ok(roomy)];
    const { h, transact } = limitHarness(() => (answers.shift() ?? (() => ok(roomy)))());
    expect(Result.isFailure(await h.payCheckout.execute())).toBe(true);
    expect(Result.isSuccess(await h.payCheckout.execute())).toBe(true);
    expect(transact.calls).toHaveLength(1);
  });
});

describe("PayCheckoutUseCase: what is bought is the cart the player sees (an audit of Pay)", () => {
  const second = cartItem({ id: "item-2", idBlock: "block-2", bets: [[9]] });
  /** The weekly limit's answer waits for `release`, as a round trip does. */
  /** The first weekly limit check waits for `release`, as a round trip does; later ones answer at once. */
  const slowLimit = () => {
    let release = () => {};
    const first = new Promise<Result.Result<WeeklyLimit, ApiError>>((resolve) => {
      release = () => resolve(Result.succeed(roomy));
    });
    let calls = 0;
    const answer = () => (calls++ === 0 ? first : ok(roomy));
    return { answer, release: () => release() };
  };

  it("a line removed while the limit is checked: CartChanged, nothing sent, the cart as it is now kept", async () => {
    const limit = slowLimit();
    const { h, transact } = limitHarness(limit.answer);
    h.state.update((state) => ({ ...state, cart: { items: [line, second], voucher, unreadableLines: [] } }));
    const paying = h.payCheckout.execute();
    await Promise.resolve();
    h.cartStore.change((cart) => removeFromCart(cart, second.idBlock)); // Remove, on this screen or another tab
    limit.release();
    expect(await paying).toEqual(Result.fail(new CartChanged()));
    expect(transact.calls).toEqual([]);
    expect(h.state.get().cart).toEqual({ items: [line], voucher, unreadableLines: [] });
    // Pay again pays the cart as it is now.
    expect(Result.isSuccess(await h.payCheckout.execute())).toBe(true);
    expect(transact.calls.map(([request]) => request.items)).toEqual([[line]]);
  });

  it("a voucher removed while the limit is checked is a changed cart too", async () => {
    const limit = slowLimit();
    const { h, transact } = limitHarness(limit.answer);
    const paying = h.payCheckout.execute();
    await Promise.resolve();
    h.cartStore.change((cart) => ({ ...cart, voucher: null }));
    limit.release();
    expect(await paying).toEqual(Result.fail(new CartChanged()));
    expect(transact.calls).toEqual([]);
  });

  it("a line added while the payment is on its way stays in the cart; the lines bought and the voucher leave", async () => {
    let answer = (_: Result.Result<PurchaseReceipt, ApiError | Refused>) => {};
    const { h } = payHarness(() => new Promise((resolve) => (answer = resolve)));
    const paying = h.payCheckout.execute();
    await expect.poll(() => h.store.get(STORAGE_KEYS.pendingMoneyMoves)).toBeDefined();
    h.cartStore.change((cart) => ({ ...cart, items: [...cart.items, second] }));
    answer(Result.succeed(receipt));
    expect(Result.isSuccess(await paying)).toBe(true);
    expect(h.state.get().cart).toEqual({ items: [second], voucher: null, unreadableLines: [] });
  });

  it("the bought lines leave by value: the same lines read again from the server in new objects are cleared", async () => {
    let answer = (_: Result.Result<PurchaseReceipt, ApiError | Refused>) => {};
    const { h } = payHarness(() => new Promise((resolve) => (answer = resolve)));
    const paying = h.payCheckout.execute();
    await expect.poll(() => h.store.get(STORAGE_KEYS.pendingMoneyMoves)).toBeDefined();
    h.cartStore.change((cart) => structuredClone(cart));
    answer(Result.succeed(receipt));
    await paying;
    expect(h.state.get().cart).toEqual({ items: [], voucher: null, unreadableLines: [] });
  });
});
