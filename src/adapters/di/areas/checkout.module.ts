import { ContainerModule } from "inversify";
import { CHECKOUT_TOKENS as CHECKOUT } from "@/application/checkout/checkout.tokens";
import { CheckWeeklyLimitUseCase } from "@/application/checkout/check-weekly-limit.use-case";
import { PayCheckoutUseCase } from "@/application/checkout/pay-checkout.use-case";
import { RedeemVoucherUseCase } from "@/application/checkout/redeem-voucher.use-case";
import { RemoveVoucherUseCase } from "@/application/checkout/remove-voucher.use-case";
import { EditCartItemUseCase } from "@/application/tickets/edit-cart-item.use-case";
import { PAYMENT_TOKENS as PAYMENT } from "@/application/payment/payment.tokens";
import { TOKENS as T } from "@/application/tokens";
import { OpenApiPaymentGateway } from "@/adapters/http/checkout/openapi-payment-gateway";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { OpenApiWeeklyLimit } from "@/adapters/http/checkout/openapi-weekly-limit";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindClass } from "@/adapters/di/bind";
import { bindRemoteClass } from "@/adapters/di/bind-remote";

/**
 * The checkout area (SPEC §2 /checkout): vouchers, the weekly limit, Pay and the payment gateway,
 * and the cart line's Edit.
 * PayCheckoutUseCase keeps its pending guard and key: one per container.
 */
export const checkoutModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindRemoteClass(area, CHECKOUT.voucherGateway, OpenApiVoucherGateway, [A.lottoApi, T.clock, A.config]);
    // SPEC §1: amounts in the configured currency's minor units.
    bindRemoteClass(area, CHECKOUT.paymentGateway, OpenApiPaymentGateway, [A.lottoApi, T.currencyExponent]);
    bindRemoteClass(area, CHECKOUT.weeklyLimit, OpenApiWeeklyLimit, [A.lottoApi]);
    bindClass(area, CHECKOUT.redeemVoucher, RedeemVoucherUseCase, [
      CHECKOUT.voucherGateway,
      T.cartStore,
      T.refreshBalance,
      T.sessionStore,
      T.sessionState,
    ]);
    bindClass(area, CHECKOUT.removeVoucher, RemoveVoucherUseCase, [T.cartStore]);
    bindClass(area, CHECKOUT.editCartItem, EditCartItemUseCase, [T.ticketStore, T.cartStore, T.random]);
    bindClass(area, CHECKOUT.checkWeeklyLimit, CheckWeeklyLimitUseCase, [CHECKOUT.weeklyLimit, T.sessionState]);
    bindClass(area, CHECKOUT.payCheckout, PayCheckoutUseCase, [
      CHECKOUT.paymentGateway,
      T.cartStore,
      T.syncCart,
      T.sessionState,
      T.sessionStore,
      PAYMENT.pendingMoneyMoves,
      CHECKOUT.checkWeeklyLimit,
      T.currencyExponent,
    ]);
  });
