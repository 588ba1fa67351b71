import type { PayFailure } from "@/application/checkout/pay-checkout.use-case";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";

/** ARCHITECTURE §3.5: a failed payment's tag in words. Refusals the product knows get their own text. */
export const payFailureText = (LL: TranslationFunctions, failure: PayFailure): string => {
  switch (failure._tag) {
    case "SignInRequired":
      return LL.checkout.payFailure.signIn();
    case "EmptyCart":
      return LL.checkout.payFailure.emptyCart();
    case "Refused":
      if (failure.code === "insufficient_balance") return LL.checkout.payFailure.insufficientBalance();
      if (failure.code === "weekly_limit_reached") return LL.checkout.payFailure.weeklyLimit();
      if (failure.code === "draw_closed") return LL.checkout.payFailure.drawClosed();
      return failure.message.trim() === "" ? LL.checkout.payFailure.generic() : failure.message;
    case "ServerMessage":
    case "ValidationFailed":
      return failure.message.trim() === "" ? LL.checkout.payFailure.generic() : failure.message;
    case "Unauthorized":
      return LL.errors.sessionExpired();
    case "NetworkError":
      return LL.errors.network();
    default:
      return LL.checkout.payFailure.generic();
  }
};
