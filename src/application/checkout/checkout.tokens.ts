import { token } from "@/application/di-token";
import type { CheckWeeklyLimitUseCase } from "@/application/checkout/check-weekly-limit.use-case";
import type { PayCheckoutUseCase } from "@/application/checkout/pay-checkout.use-case";
import type { RedeemVoucherUseCase } from "@/application/checkout/redeem-voucher.use-case";
import type { RemoveVoucherUseCase } from "@/application/checkout/remove-voucher.use-case";
import type { PaymentGatewayPort } from "@/application/ports/payment-gateway.port";
import type { VoucherGatewayPort } from "@/application/ports/voucher-gateway.port";
import type { WeeklyLimitPort } from "@/application/ports/weekly-limit.port";
import type { EditCartItemUseCase } from "@/application/tickets/edit-cart-item.use-case";

/**
 * The checkout area (SPEC §2 /checkout and the payment pages): its ports and use cases, bound by
 * the checkout module when the first of those routes loads.
 */
export const CHECKOUT_TOKENS = {
  voucherGateway: token<VoucherGatewayPort>("VoucherGatewayPort"),
  paymentGateway: token<PaymentGatewayPort>("PaymentGatewayPort"),
  weeklyLimit: token<WeeklyLimitPort>("WeeklyLimitPort"),
  redeemVoucher: token<RedeemVoucherUseCase>("RedeemVoucherUseCase"),
  removeVoucher: token<RemoveVoucherUseCase>("RemoveVoucherUseCase"),
  checkWeeklyLimit: token<CheckWeeklyLimitUseCase>("CheckWeeklyLimitUseCase"),
  payCheckout: token<PayCheckoutUseCase>("PayCheckoutUseCase"),
  /** The cart's Edit: the line's bets onto its game page, the player's own list put aside. */
  editCartItem: token<EditCartItemUseCase>("EditCartItemUseCase"),
} as const;
