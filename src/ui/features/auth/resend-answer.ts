import { Result } from "effect";
import type { RetryLater } from "@/application/ports/api-errors";
import type { OtpPending } from "@/application/ports/registration-gateway.port";
import { failureText, type FormFailure } from "@/ui/forms/failure-outcome";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";
import type { ResendAnswer } from "./resend-code";

/** A resend's answer as the countdown needs it: the new wait, or the server's retry_after (SPEC §9). */
export const resendAnswer = (
  LL: TranslationFunctions,
  answer: Result.Result<OtpPending, FormFailure | RetryLater>,
): ResendAnswer => {
  if (Result.isSuccess(answer)) return { sent: true, waitSeconds: answer.success.resendAfterSeconds };
  const failure = answer.failure;
  return {
    sent: false,
    waitSeconds: failure._tag === "RetryLater" ? failure.retryAfterSeconds : 0,
    message: failureText(LL, failure),
  };
};
