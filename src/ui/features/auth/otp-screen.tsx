import "./auth.css";
import { useMutation } from "@tanstack/react-query";
import { Result } from "effect";
import { useEffect, useRef, useState } from "react";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { Link } from "@/ui/components/link";
import { useContainer, useSessionState } from "@/ui/di/container-context";
import { resendOtpMutation, verifyOtpMutation } from "@/ui/queries/account.mutations";
import { refusesOnly } from "@/ui/forms/failure-outcome";
import { useOutcome } from "@/ui/forms/use-outcome";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { findCodeField, OTP_FIELDS, OtpForm } from "./otp-form";
import { ResendCode } from "./resend-code";
import { resendAnswer } from "./resend-answer";
import { useQueryParam } from "@/ui/app/use-query-param";
import { isolatedText } from "@/ui/components/bidi";
import { formatPhone } from "@/ui/i18n/format";
import { useFocusWhenLost } from "@/ui/components/use-focus-when-lost";

/**
 * SPEC §2 /register/otp for the phone of SPEC §4's registration state: the 6-digit code (SPEC §5),
 * a new code after 120 s with a visible countdown (SPEC §9), then /registration-completed. Reached
 * from /login?returnUrl=… (an unverified phone), the returnUrl stays in the address: the verified
 * sign-in goes there, and "Sign in" leads back to /login with it (SPEC §2). After a reload the
 * phone comes back from where it was kept while its code lives (RegistrationStore): until that is
 * known, as in the prerendered HTML and the render that hydrates it, the page shows no form and
 * no "start again". A new code starts the form afresh (the wrong code's error goes), and focus,
 * which the "Send a new code" button took with it when the countdown came back, goes to the code
 * field.
 */
export function OtpScreen() {
  const { LL } = useI18nContext();
  const outcome = useOutcome();
  const params = useLocaleParams();
  const current = useSessionState((state) => state.registration);
  // A verified sign-up clears the registration state just before leaving: keep showing its phone.
  const last = useRef(current);
  if (current !== null) last.current = current;
  const pending = last.current;
  const injector = useContainer();
  const [resumed, setResumed] = useState(false);
  // Each code sent starts the form afresh: the last code's error is about a code no longer asked for.
  const [codeRound, setCodeRound] = useState(0);
  const focusWhenLost = useFocusWhenLost();
  useEffect(() => {
    injector.get(ACCOUNT_TOKENS.registrationStore).resume();
    setResumed(true);
  }, [injector]);
  const verify = useMutation(verifyOtpMutation(injector));
  const resend = useMutation(resendOtpMutation(injector));
  const returnUrl = useQueryParam("returnUrl");
  const backToLogin =
    returnUrl === null ? null : (
      <p className="auth-links">
        <Link to="/{-$locale}/login" params={params} search={{ returnUrl }} variant="standalone">
          {LL.account.register.signInLink()}
        </Link>
      </p>
    );
  if (pending === null) {
    if (!resumed) return null;
    return (
      <>
        <p>{LL.account.otp.noPending()}</p>
        <p>
          <Link to="/{-$locale}/register" params={params} variant="button">
            {LL.account.otp.startAgain()}
          </Link>
        </p>
        {backToLogin}
      </>
    );
  }
  const phone = formatPhone(pending.callingCode, pending.phone);
  return (
    <>
      <OtpForm
        key={codeRound}
        phone={phone}
        pending={verify.isPending}
        onSubmit={async (otp) => {
          const answer = await verify.mutateAsync({ otp, returnUrl });
          // A 422 naming the code alone: wrong or expired, said in the player's words with what to do.
          if (Result.isFailure(answer) && refusesOnly(answer.failure, "otp"))
            return { fieldErrors: { otp: LL.account.otp.refused() } };
          return outcome(answer, OTP_FIELDS);
        }}
      />
      <ResendCode
        waitSeconds={pending.resendAfterSeconds}
        sentMessage={LL.account.otp.resent({ phone: isolatedText(phone) })}
        onSent={() => {
          setCodeRound((round) => round + 1);
          focusWhenLost(findCodeField);
        }}
        pending={resend.isPending}
        onResend={async () =>
          resendAnswer(
            LL,
            await resend.mutateAsync({ callingCode: pending.callingCode, phone: pending.phone, purpose: "register" }),
          )
        }
      />
      {backToLogin}
    </>
  );
}
