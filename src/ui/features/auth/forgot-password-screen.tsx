import { useMutation } from "@tanstack/react-query";
import { Result } from "effect";
import { useContainer } from "@/ui/di/container-context";
import { failureOutcome } from "@/ui/forms/failure-outcome";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { messageText } from "@/ui/i18n/validation-message";
import { requestPasswordResetMutation, resendOtpMutation, resetPasswordMutation } from "@/ui/queries/account.mutations";
import { type ForgotPasswordActions, ForgotPasswordFlow } from "./forgot-password-flow";
import { RESET_FIELDS } from "./new-password-form";
import { PHONE_FIELDS } from "./phone-form";
import { resendAnswer } from "./resend-answer";

/** SPEC §2 /forgot-password over its mutations (request a code, resend, reset). */
export function ForgotPasswordScreen() {
  const { LL } = useI18nContext();
  const injector = useContainer();
  const request = useMutation(requestPasswordResetMutation(injector));
  const resend = useMutation(resendOtpMutation(injector));
  const reset = useMutation(resetPasswordMutation(injector));
  const actions: ForgotPasswordActions = {
    requestCode: async (phone) => {
      const answer = await request.mutateAsync(phone);
      if (Result.isSuccess(answer)) return { sent: true, waitSeconds: answer.success.resendAfterSeconds };
      return { sent: false, outcome: failureOutcome(LL, answer.failure, PHONE_FIELDS) };
    },
    resend: async (phone) => resendAnswer(LL, await resend.mutateAsync({ ...phone, purpose: "reset_password" })),
    reset: async (input) => {
      const answer = await reset.mutateAsync(input);
      if (Result.isSuccess(answer)) return { done: true };
      const failure = answer.failure;
      // The code was refused: its message as SPEC §5 words it, or the server's own words, isolated
      // (they may read in another direction than the page); a blank one gets the screen's text.
      const codeError = failure._tag === "ValidationFailed" ? failure.fieldErrors["otp"] : undefined;
      if (codeError !== undefined) {
        return { done: false, wrongCode: messageText(LL, codeError[0]) ?? LL.account.forgot.wrongCode() };
      }
      return { done: false, outcome: failureOutcome(LL, failure, RESET_FIELDS) };
    },
  };
  return (
    <ForgotPasswordFlow
      actions={actions}
      pending={{ requestCode: request.isPending, resend: resend.isPending, reset: reset.isPending }}
    />
  );
}
