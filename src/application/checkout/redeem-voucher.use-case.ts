import { Result } from "effect";
import { applyVoucher } from "@/domain/cart/cart-state";
import { validate } from "@/domain/validation/validate";
import { VoucherCodeForm } from "@/domain/validation/voucher-code.schema";
import type { VoucherOutcome } from "@/domain/voucher/voucher-outcome";
import type { ApiError } from "@/application/ports/api-errors";
import type { VoucherGatewayPort } from "@/application/ports/voucher-gateway.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import type { CartStore } from "@/application/cart/cart-store";
import { InvalidVoucherCode, SignInRequired } from "@/application/checkout/checkout.errors";
import type { RefreshBalanceUseCase } from "@/application/checkout/refresh-balance.use-case";

export interface RedeemVoucherInput {
  readonly code: string;
  /** SPEC §7 request field `discount`. */
  readonly discount?: boolean;
}

/**
 * SPEC §4/§7/§8 voucher redeem. The code is checked (SPEC §5: required, trimmed) and sent. Every
 * answer is a domain outcome: redeemed → the voucher is applied to the cart, its code stored with
 * the cart, its discount flag and amount recorded, and the balance refreshed; banned (with the time
 * it may be used again), rejected (server message) or failed ('Failed to redeem voucher') leave
 * the cart as it was. Only a call that did not get through is a failure (a 401 has met SPEC §8 on its way: unauthorized-policy.ts).
 * SPEC §6: a voucher needs an account, so a guest's code is never sent (SignInRequired): the endpoint
 * would answer 401 and SPEC §8 would take the guest to /login with no word of why (docs/play.md).
 */
export class RedeemVoucherUseCase {
  constructor(
    private readonly vouchers: VoucherGatewayPort,
    private readonly cartStore: CartStore,
    private readonly balance: RefreshBalanceUseCase,
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
  ) {}

  async execute(
    input: RedeemVoucherInput,
  ): Promise<Result.Result<VoucherOutcome, InvalidVoucherCode | SignInRequired | ApiError>> {
    const form = validate(VoucherCodeForm, { code: input.code });
    if (Result.isFailure(form)) return Result.fail(new InvalidVoucherCode({ fieldErrors: form.failure }));
    if (!isSignedIn(this.session, this.state)) return Result.fail(new SignInRequired());
    const answer = await this.vouchers.redeem({ code: form.success.code, discount: input.discount ?? false });
    if (Result.isFailure(answer)) return Result.fail(answer.failure);
    const outcome = answer.success;
    if (outcome._tag === "VoucherRedeemed") {
      // The voucher is local to the cart (SPEC §7 carts/save carries items and amount only).
      this.cartStore.replace(applyVoucher(this.cartStore.cart(), outcome.voucher), this.cartStore.pending());
      await this.balance.execute();
    }
    return Result.succeed(outcome);
  }
}
