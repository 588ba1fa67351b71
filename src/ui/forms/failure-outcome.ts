import type { ValidationMessageKey } from "@/domain/validation/validation-messages";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import { serverWords } from "@/ui/i18n/server-words";
import { messageText, validationText } from "@/ui/i18n/validation-message";
import { hasErrors, mapFieldErrors, type SubmitOutcome } from "./form-errors";

/** Every failure a form's use case may answer (ApiError, Refused, RetryLater, NoPendingOtp …). */
export type FormFailure =
  | { readonly _tag: "NetworkError" | "TimeoutError" | "DecodeError" | "NoPendingOtp" }
  | { readonly _tag: "Unauthorized"; readonly message: string }
  | {
      readonly _tag: "ValidationFailed";
      readonly message: string;
      readonly messageKey?: ValidationMessageKey;
      readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>;
    }
  | {
      readonly _tag: "ServerMessage";
      readonly status: number;
      readonly message: string;
      readonly messageKey?: ValidationMessageKey;
    }
  | { readonly _tag: "Refused"; readonly code: string; readonly message: string }
  | { readonly _tag: "RetryLater"; readonly retryAfterSeconds: number; readonly message: string };

/** The whole-form text of a failure, in the user's language where the product has its own words. */
export const failureText = (LL: TranslationFunctions, failure: FormFailure): string => {
  switch (failure._tag) {
    case "NetworkError":
    case "TimeoutError":
      return LL.errors.network();
    case "DecodeError":
      return LL.errors.generic();
    case "NoPendingOtp":
      return LL.account.otp.noPending();
    case "Unauthorized":
      return LL.errors.sessionExpired();
    case "RetryLater":
      return LL.account.register.retryAfter({ seconds: failure.retryAfterSeconds });
    case "Refused":
      return failure.code === "insufficient_balance" ? LL.wallet.insufficient() : (serverWords(failure) ?? LL.errors.generic());
    case "ValidationFailed":
      return failure.messageKey === undefined
        ? (serverWords(failure) ?? LL.errors.generic())
        : validationText(LL, failure.messageKey);
    case "ServerMessage":
      return failure.messageKey === undefined || failure.status >= 500
        ? (serverWords(failure) ?? LL.errors.generic())
        : validationText(LL, failure.messageKey);
  }
};

/**
 * A 422 whose field errors name this one field alone: the server refusing what it holds (the
 * password at sign-in, the code on the code page, the current password). Its words are the
 * server's, in English on every page; a form that knows the case says it in the player's language
 * (docs/accounts.md, "The server's refusals in the player's words").
 */
export const refusesOnly = (failure: FormFailure, field: string): boolean =>
  failure._tag === "ValidationFailed" &&
  field in failure.fieldErrors &&
  Object.keys(failure.fieldErrors).every((name) => name === field);

/**
 * A refused submit as the form shows it: the server's field messages beside their fields (`names`
 * maps the API's field names to the form's), anything else as one message for the whole form.
 */
export const failureOutcome = (
  LL: TranslationFunctions,
  failure: FormFailure,
  names: Readonly<Record<string, string>> = {},
): SubmitOutcome => {
  if (failure._tag === "ValidationFailed") {
    const fieldErrors = mapFieldErrors(failure.fieldErrors, names);
    if (hasErrors(fieldErrors)) return { fieldErrors };
    // A message on a field this form does not have still says more than the generic one.
    const unplaced = Object.values(failure.fieldErrors).flat()[0];
    if (unplaced !== undefined) return { formError: messageText(LL, unplaced) ?? unplaced };
  }
  return { formError: failureText(LL, failure) };
};
