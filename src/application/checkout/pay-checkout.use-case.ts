import { Result } from "effect";
import { clearCart, isCartEmpty, type CartState } from "@/domain/cart/cart-state";
import type { ApiError, Refused } from "@/application/ports/api-errors";
import type { PaymentGatewayPort, PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import type { HandleUnauthorizedUseCase } from "@/application/auth/handle-unauthorized.use-case";
import { isSignedIn } from "@/application/auth/signed-in";
import type { CartStore } from "@/application/cart/cart-store";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import { EmptyCart, SignInRequired } from "@/application/checkout/checkout.errors";

export type PayFailure = SignInRequired | EmptyCart | ApiError | Refused;
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
    private readonly unauthorized: HandleUnauthorizedUseCase,
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

  private async failed(error: ApiError | Refused): Promise<PayResult> {
    if (!outcomeUnknown(error)) this.attempt = null;
    await this.unauthorized.execute(error);
    return Result.fail(error);
  }

  private keyFor(cart: CartState): string {
    const print = fingerprint(cart);
    if (this.attempt === null || this.attempt.fingerprint !== print) this.attempt = { key: this.random.uuid(), fingerprint: print };
    return this.attempt.key;
  }
}
