import { Result } from "effect";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { useInjection } from "@/ui/di/container-context";
import { failureOutcome } from "@/ui/forms/failure-outcome";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { type ForgotPasswordActions, ForgotPasswordFlow } from "./forgot-password-flow";
import { RESET_FIELDS } from "./new-password-form";
import { PHONE_FIELDS } from "./phone-form";
import { resendAnswer } from "./resend-answer";

/** SPEC §2 /forgot-password wired to its use cases (request a code, resend, reset). */
export function ForgotPasswordScreen() {
  const { LL } = useI18nContext();
  const request = useInjection(ACCOUNT_TOKENS.requestPasswordReset);
  const resend = useInjection(ACCOUNT_TOKENS.resendOtp);
  const reset = useInjection(ACCOUNT_TOKENS.resetPassword);
  const actions: ForgotPasswordActions = {
    requestCode: async (phone) => {
      const answer = await request.execute(phone);
      if (Result.isSuccess(answer)) return { sent: true, waitSeconds: answer.success.resendAfterSeconds };
      return { sent: false, outcome: failureOutcome(LL, answer.failure, PHONE_FIELDS) };
    },
    resend: async (phone) => resendAnswer(LL, await resend.execute({ ...phone, purpose: "reset_password" })),
    reset: async (input) => {
      const answer = await reset.execute(input);
      if (Result.isSuccess(answer)) return { done: true };
      const failure = answer.failure;
      const wrongCode = failure._tag === "ValidationFailed" ? failure.fieldErrors["otp"]?.[0] : undefined;
      if (wrongCode !== undefined) return { done: false, wrongCode };
      return { done: false, outcome: failureOutcome(LL, failure, RESET_FIELDS) };
    },
  };
  return <ForgotPasswordFlow actions={actions} />;
}
