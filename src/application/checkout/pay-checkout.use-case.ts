import { Result } from "effect";
import { clearCart, isCartEmpty, type CartState } from "@/domain/cart/cart-state";
import { cartQuantity } from "@/domain/cart/weekly-limit";
import type { ApiError, Refused } from "@/application/ports/api-errors";
import type { PaymentGatewayPort, PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import type { CartStore } from "@/application/cart/cart-store";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import type { CheckWeeklyLimitUseCase } from "@/application/checkout/check-weekly-limit.use-case";
import { EmptyCart, SignInRequired, WeeklyLimitExceeded, WeeklyLimitUnchecked } from "@/application/checkout/checkout.errors";

export type PayFailure = SignInRequired | EmptyCart | WeeklyLimitExceeded | WeeklyLimitUnchecked | ApiError | Refused;
export type PayResult = Result.Result<PurchaseReceipt, PayFailure>;

/**
 * Failures after which the server may have taken the payment: the retry must carry the same key,
 * so the server replays its first answer instead of charging twice.
 */
const outcomeUnknown = (error: PayFailure): boolean =>
  error._tag === "NetworkError" || error._tag === "TimeoutError" || error._tag === "DecodeError" ||
  (error._tag === "ServerMessage" && error.status >= 500);

/** What identifies one purchase: the same cart and voucher are the same purchase. */
const fingerprint = (cart: CartState): string => JSON.stringify([cart.items, cart.voucher?.code ?? null]);

/**
 * SPEC §1/§7 checkout: pay the cart from the balance (POST /api/lotto/transact, never retried by
 * the client). A second submit while one is on its way joins it. One idempotency key per purchase,
 * reused when the player retries after an unknown outcome. Success → the purchase summary is kept
 * for the thank-you page, the balance is the new one, the cart is cleared. Failure → the reason,
 * with the cart intact.
 *
 * SPEC §6/§7: before transacting, the weekly limit is checked again with the quantity the cart would
 * buy (the screen's own check may be stale). Over the limit → WeeklyLimitExceeded; a failed check →
 * WeeklyLimitUnchecked (a 401 stays Unauthorized): nothing is sent, the cart is kept (docs/play.md).
 */
export class PayCheckoutUseCase {
  private pending: Promise<PayResult> | null = null;
  private attempt: { readonly key: string; readonly fingerprint: string } | null = null;

  constructor(
    private readonly payments: PaymentGatewayPort,
    private readonly cartStore: CartStore,
    private readonly sync: SyncCartUseCase,
    private readonly state: SessionStatePort,
    private readonly session: SessionStorePort,
    private readonly random: RandomPort,
    private readonly weeklyLimit: Pick<CheckWeeklyLimitUseCase, "execute">,
  ) {}

  execute(): Promise<PayResult> {
    this.pending ??= this.pay().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async pay(): Promise<PayResult> {
    if (!isSignedIn(this.session, this.state)) return Result.fail(new SignInRequired());
    const cart = this.cartStore.cart();
    if (isCartEmpty(cart)) return Result.fail(new EmptyCart());
    const limitRefusal = await this.refusedByWeeklyLimit(cart);
    if (limitRefusal !== null) return Result.fail(limitRefusal);
    const idempotencyKey = this.keyFor(cart);
    const voucher = cart.voucher === null ? {} : { voucherCode: cart.voucher.code };
    const answer = await this.payments.transact({ items: cart.items, idempotencyKey, ...voucher });
    if (Result.isFailure(answer)) return this.failed(answer.failure);
    this.attempt = null;
    this.state.update((state) => ({ ...state, lastPurchase: answer.success, balance: answer.success.balance }));
    this.cartStore.change(clearCart);
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

  private failed(error: ApiError | Refused): PayResult {
    if (!outcomeUnknown(error)) this.attempt = null;
    return Result.fail(error);
  }

  private keyFor(cart: CartState): string {
    const print = fingerprint(cart);
    if (this.attempt === null || this.attempt.fingerprint !== print) this.attempt = { key: this.random.uuid(), fingerprint: print };
    return this.attempt.key;
  }
}
