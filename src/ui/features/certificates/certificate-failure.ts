import type { ApiError, Refused } from "@/application/ports/api-errors";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";

/** What went wrong buying a certificate, in words, and whether topping up the wallet helps. */
export interface PurchaseFailureText {
  readonly text: string;
  readonly topUp: boolean;
}

/** A request whose outcome is unknown: the same idempotency key is sent again on the next try. */
export const outcomeUnknown = (failure: ApiError | Refused): boolean =>
  failure._tag === "NetworkError" ||
  failure._tag === "TimeoutError" ||
  failure._tag === "DecodeError" ||
  (failure._tag === "ServerMessage" && failure.status >= 500);

/** The purchase's failure in the user's language; the server's own message when it gives one. */
export const purchaseFailureText = (LL: TranslationFunctions, failure: ApiError | Refused): PurchaseFailureText => {
  const c = LL.certificates.buy.failure;
  switch (failure._tag) {
    case "Refused":
      return failure.code === "insufficient_balance" ? { text: c.balanceLow(), topUp: true } : { text: c.server({ message: failure.message }), topUp: false };
    case "NetworkError":
    case "TimeoutError":
      return { text: c.network(), topUp: false };
    case "Unauthorized":
      return { text: c.signIn(), topUp: false };
    case "ValidationFailed":
    case "ServerMessage":
      return failure.message.trim() === "" ? { text: c.unknown(), topUp: false } : { text: c.server({ message: failure.message }), topUp: false };
    case "DecodeError":
      return { text: c.unknown(), topUp: false };
  }
};
