import { Result } from "effect";
import { afterPurchase, type CartState, isCartEmpty } from "@/domain/cart/cart-state";
import { cartQuantity } from "@/domain/cart/weekly-limit";
import type { ApiError, Refused } from "@/application/ports/api-errors";
import type { PaymentGatewayPort, PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import type { CartStore } from "@/application/cart/cart-store";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import type { CheckWeeklyLimitUseCase } from "@/application/checkout/check-weekly-limit.use-case";
import {
  CartChanged,
  EmptyCart,
  SignInRequired,
  WeeklyLimitExceeded,
  WeeklyLimitUnchecked,
} from "@/application/checkout/checkout.errors";
import { PaymentUnconfirmed } from "@/application/payment/payment.errors";
import { outcomeOf, type PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { purchaseFingerprint } from "@/domain/payment/move-fingerprint";

export type PayFailure =
  SignInRequired | EmptyCart | CartChanged | WeeklyLimitExceeded | WeeklyLimitUnchecked | PaymentUnconfirmed | ApiError | Refused;
export type PayResult = Result.Result<PurchaseReceipt, PayFailure>;

/**
 * SPEC §1/§7 checkout: pay the cart from the balance (POST /api/lotto/transact, never retried by
 * the client). A second submit while one is on its way joins it. One idempotency key per purchase
 * (user + cart fingerprint), kept in local storage from before the first try until a definitive
 * answer (PendingMoneyMoves), so a retry after an unknown outcome, a reload or another tab sends
 * the same key and the server cannot charge twice. Success → the purchase summary is kept for the
 * thank-you page, the balance is the new one, the lines bought and the voucher leave the cart (a
 * line added meanwhile stays). A cart changed while the limit was checked → CartChanged, nothing
 * sent: what is bought is what the player sees. An unknown outcome →
 * PaymentUnconfirmed (never "nothing was charged"). A refusal → the reason. The cart stays intact
 * on every failure.
 *
 * SPEC §6/§7: before transacting, the weekly limit is checked again with the quantity the cart would
 * buy (the screen's own check may be stale). Over the limit → WeeklyLimitExceeded; a failed check →
 * WeeklyLimitUnchecked (a 401 stays Unauthorized): nothing is sent, the cart is kept (docs/play.md).
 */
export class PayCheckoutUseCase {
  private pending: Promise<PayResult> | null = null;

  constructor(
    private readonly payments: PaymentGatewayPort,
    private readonly cartStore: CartStore,
    private readonly sync: SyncCartUseCase,
    private readonly state: SessionStatePort,
    private readonly session: SessionStorePort,
    private readonly moves: PendingMoneyMoves,
    private readonly weeklyLimit: Pick<CheckWeeklyLimitUseCase, "execute">,
    private readonly exponent: CurrencyExponent = DEFAULT_EXPONENT,
  ) {}

  execute(): Promise<PayResult> {
    this.pending ??= this.pay().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async pay(): Promise<PayResult> {
    if (!isSignedIn(this.session, this.state)) return Result.fail(new SignInRequired());
    // An empty cart may be a purchase that went through (a reload reads the cart from the server,
    // which the purchase emptied): checking again resends the payment still unconfirmed.
    const fromCart = !isCartEmpty(this.cartStore.cart());
    const cart = fromCart ? this.cartStore.cart() : (this.unconfirmedPurchase() ?? this.cartStore.cart());
    if (isCartEmpty(cart)) return Result.fail(new EmptyCart());
    const fingerprint = this.fingerprint(cart);
    // Sending a kept key again asks for the outcome of a purchase already checked against the
    // limit; checking again would count its own tickets if it went through, and block the answer.
    if (!this.moves.isPending(fingerprint)) {
      const limitRefusal = await this.refusedByWeeklyLimit(cart);
      if (limitRefusal !== null) return Result.fail(limitRefusal);
    }
    // The check took a round trip: a line removed or a voucher changed meanwhile is not bought.
    if (fromCart && this.fingerprint(this.cartStore.cart()) !== fingerprint) return Result.fail(new CartChanged());
    const idempotencyKey = this.moves.begin(fingerprint, { scope: this.scope(), payload: this.cartStore.toJson(cart) });
    const voucher = cart.voucher === null ? {} : { voucherCode: cart.voucher.code };
    const answer = await this.payments.transact({ items: cart.items, idempotencyKey, ...voucher });
    const outcome = outcomeOf(Result.isFailure(answer) ? answer.failure : null);
    this.moves.settle(idempotencyKey, outcome);
    if (Result.isFailure(answer)) {
      return Result.fail(outcome === "unknown" ? new PaymentUnconfirmed({ cause: answer.failure as ApiError }) : answer.failure);
    }
    this.state.update((state) => ({ ...state, lastPurchase: answer.success, balance: answer.success.balance }));
    this.cartStore.change((current) => afterPurchase(current, cart.items));
    void this.sync.execute();
    return Result.succeed(answer.success);
  }

  /** Null when the weekly limit leaves room for the cart; otherwise why the purchase cannot go ahead. */
  private async refusedByWeeklyLimit(cart: CartState): Promise<PayFailure | null> {
    const quantity = cartQuantity(cart.items);
    const verdict = await this.weeklyLimit.execute({ quantity });
    if (Result.isFailure(verdict)) {
      // SPEC §8 has already been applied to a 401 on its way (unauthorized-policy.ts); it stays a 401 for the screen.
      return verdict.failure._tag === "Unauthorized" ? verdict.failure : new WeeklyLimitUnchecked({ cause: verdict.failure });
    }
    // No user id to check for (signed out meanwhile): paying needs a signed-in player anyway.
    if (verdict.success._tag === "NotChecked") return new SignInRequired();
    const { allowed, remaining, limit } = verdict.success.limit;
    return allowed ? null : new WeeklyLimitExceeded({ quantity, remaining, limit });
  }

  /**
   * True when the cart on screen was sent and its outcome is still unknown (after a reload, or in
   * another tab), or when the cart is empty and a payment of this player is still unconfirmed: the
   * checkout says it could not confirm the payment and offers to check again.
   */
  unconfirmed(): boolean {
    if (this.state.get().user === null) return false;
    const cart = this.cartStore.cart();
    return isCartEmpty(cart) ? this.unconfirmedPurchase() !== null : this.moves.isPending(this.fingerprint(cart));
  }

  /** The cart of this player's newest payment still unconfirmed, as it was sent; null if none. */
  unconfirmedPurchase(): CartState | null {
    if (this.state.get().user === null) return null;
    const payload = this.moves.latest(this.scope())?.payload;
    const cart = payload === undefined ? undefined : this.cartStore.fromJson(payload);
    return cart !== undefined && !isCartEmpty(cart) ? cart : null;
  }

  private scope(): string {
    return `pay:${this.state.get().user?.id ?? 0}`;
  }

  private fingerprint(cart: CartState): string {
    return purchaseFingerprint(this.state.get().user?.id ?? 0, cart, this.exponent);
  }
}
