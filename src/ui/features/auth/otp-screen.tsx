import "./auth.css";
import { useRef } from "react";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { Link } from "@/ui/components/link";
import { useInjection, useSessionState } from "@/ui/di/container-context";
import { useOutcome } from "@/ui/forms/use-outcome";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { OTP_FIELDS, OtpForm } from "./otp-form";
import { ResendCode } from "./resend-code";
import { resendAnswer } from "./resend-answer";
import { useQueryParam } from "@/ui/app/use-query-param";

/**
 * SPEC §2 /register/otp for the phone of SPEC §4's registration state: the 6-digit code (SPEC §5),
 * a new code after 120 s with a visible countdown (SPEC §9), then /registration-completed. Reached
 * from /login?returnUrl=… (an unverified phone), the returnUrl stays in the address: the verified
 * sign-in goes there, and "Sign in" leads back to /login with it (SPEC §2).
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
  const verify = useInjection(ACCOUNT_TOKENS.verifyOtp);
  const resend = useInjection(ACCOUNT_TOKENS.resendOtp);
  const returnUrl = useQueryParam("returnUrl");
  const backToLogin =
    returnUrl === null ? null : (
      <p className="auth-links">
        <Link to="/{-$locale}/login" params={params} search={{ returnUrl }}>
          {LL.account.register.signInLink()}
        </Link>
      </p>
    );
  if (pending === null) {
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
  const phone = `${pending.callingCode} ${pending.phone}`;
  return (
    <>
      <OtpForm phone={phone} onSubmit={async (otp) => outcome(await verify.execute({ otp, returnUrl }), OTP_FIELDS)} />
      <ResendCode
        waitSeconds={pending.resendAfterSeconds}
        sentMessage={LL.account.otp.resent({ phone })}
        onResend={async () =>
          resendAnswer(LL, await resend.execute({ callingCode: pending.callingCode, phone: pending.phone, purpose: "register" }))
        }
      />
      {backToLogin}
    </>
  );
}
