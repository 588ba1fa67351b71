import type { ApiError } from "@/application/ports/api-errors";
import type { InvalidVoucherCode, SignInRequired } from "@/application/checkout/checkout.errors";
import { FORM_ERROR_KEY } from "@/domain/validation/validate";
import type { VoucherOutcome } from "@/domain/voucher/voucher-outcome";
import { formatDateTime } from "@/ui/i18n/format";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import type { AppLocale } from "@/ui/i18n/locale";
import { serverWords } from "@/ui/i18n/server-words";
import { validationText } from "@/ui/i18n/validation-message";

/** What a redeem attempt said, in words: an error for the code field, or a confirmation. */
export type VoucherMessage =
  { readonly kind: "error"; readonly text: string } | { readonly kind: "success"; readonly text: string };

/**
 * SPEC §8 voucher failure, word for word: banned for 10 minutes (type 1) or 1 day with the time it
 * may be used again in the user's locale; else the server's message; else 'Failed to redeem voucher'.
 */
export const outcomeMessage = (LL: TranslationFunctions, locale: AppLocale, outcome: VoucherOutcome): VoucherMessage => {
  switch (outcome._tag) {
    case "VoucherRedeemed":
      return { kind: "success", text: LL.checkout.voucher.applied({ code: outcome.voucher.code }) };
    case "VoucherBanned": {
      const time = formatDateTime(outcome.usableAfter, locale);
      const text =
        outcome.duration === "10m" ? LL.errors.voucherBanned10Minutes({ time }) : LL.errors.voucherBanned1Day({ time });
      return { kind: "error", text };
    }
    case "VoucherRejected":
      return { kind: "error", text: serverWords(outcome) ?? LL.errors.voucherRedeemFailed() };
    case "VoucherFailed":
      return { kind: "error", text: LL.errors.voucherRedeemFailed() };
  }
};

/**
 * A redeem call that did not get through: SPEC §5 'The voucher code is required' for a bad code,
 * SPEC §6's "a voucher needs an account" for a guest's, the server's own message when it sent one,
 * otherwise SPEC §8 'Failed to redeem voucher'.
 */
export const failureMessage = (LL: TranslationFunctions, failure: InvalidVoucherCode | SignInRequired | ApiError): string => {
  switch (failure._tag) {
    case "InvalidVoucherCode": {
      const message = failure.fieldErrors["code"] ?? failure.fieldErrors[FORM_ERROR_KEY];
      return message === undefined ? LL.validation.invalidInput() : validationText(LL, message);
    }
    case "SignInRequired":
      return LL.checkout.voucher.signInHint();
    case "ServerMessage":
    case "ValidationFailed":
      return serverWords(failure) ?? LL.errors.voucherRedeemFailed();
    default:
      return LL.errors.voucherRedeemFailed();
  }
};
