import type { PayFailure } from "@/application/checkout/pay-checkout.use-case";
import type { PaymentFailureReason } from "@/domain/payment/payment-failure-reason";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { serverWords } from "@/ui/i18n/server-words";
import { weeklyLimitWords } from "./weekly-limit-words";

/** ARCHITECTURE §3.5: a failed payment's tag in words. Refusals the product knows get their own text. */
export const payFailureText = (LL: TranslationFunctions, failure: PayFailure): string => {
  switch (failure._tag) {
    case "SignInRequired":
      return LL.pay.payFailure.signIn();
    case "EmptyCart":
      return LL.pay.payFailure.emptyCart();
    case "CartChanged":
      return LL.pay.payFailure.cartChanged();
    case "WeeklyLimitExceeded":
      return weeklyLimitWords(LL, {
        allowed: false,
        quantity: failure.quantity,
        remaining: failure.remaining,
        limit: failure.limit,
      });
    case "WeeklyLimitUnchecked":
      return LL.pay.payFailure.weeklyLimitUnchecked();
    case "PaymentUnconfirmed":
      return LL.pay.unconfirmed.heading();
    case "Refused":
      if (failure.code === "insufficient_balance") return LL.pay.payFailure.insufficientBalance();
      if (failure.code === "weekly_limit_reached") return LL.pay.payFailure.weeklyLimit();
      if (failure.code === "draw_closed") return LL.pay.payFailure.drawClosed();
      return serverWords(failure) ?? LL.pay.payFailure.generic();
    case "ServerMessage":
    case "ValidationFailed":
      return serverWords(failure) ?? LL.pay.payFailure.generic();
    case "Unauthorized":
      return LL.errors.sessionExpired();
    case "NetworkError":
      return LL.errors.network();
    default:
      return LL.pay.payFailure.generic();
  }
};

/**
 * SPEC §2 /unsuccessful-payment: a payment the server refused or that never got an answer goes
 * there with its reason (the cart is kept). Failures the checkout itself explains (sign in first,
 * empty cart, a field the server rejected), a payment whose outcome is unknown (it may have gone
 * through: the checkout offers to check again, docs/play.md "Paying once") and a 401 (SPEC §8
 * sends the user to /login) stay: null.
 */
export const unsuccessfulPaymentReason = (failure: PayFailure): PaymentFailureReason | null => {
  switch (failure._tag) {
    case "Refused":
      return failure.code === "otp_required" ? "unknown" : failure.code;
    case "NetworkError":
    case "TimeoutError":
      return "network";
    case "ServerMessage":
    case "DecodeError":
      return "unknown";
    default:
      return null;
  }
};
