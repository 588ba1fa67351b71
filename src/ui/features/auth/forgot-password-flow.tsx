import "./auth.css";
import { useEffect, useRef, useState } from "react";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import { Button } from "@/ui/components/button";
import { Link } from "@/ui/components/link";
import type { SubmitOutcome } from "@/ui/forms/form-errors";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { NewPasswordForm } from "./new-password-form";
import { findCodeField, OtpForm } from "./otp-form";
import { usePhoneCarry } from "./carried-phone";
import { PhoneForm } from "./phone-form";
import { type ResendAnswer, ResendCode } from "./resend-code";
import { isolatedText } from "@/ui/components/bidi";
import { formatPhone } from "@/ui/i18n/format";
import { useFocusWhenLost } from "@/ui/components/use-focus-when-lost";

/** A reset code went out (wait before asking again), or the phone step was refused. */
export type CodeRequest =
  { readonly sent: true; readonly waitSeconds: number } | { readonly sent: false; readonly outcome: SubmitOutcome };

/**
 * The reset went through, or the code was wrong (back to step 2, with the words to show there), or
 * the password was refused. The password typed is kept for the step after the new code.
 */
export type ResetAnswer =
  | { readonly done: true }
  | { readonly done: false; readonly wrongCode: string }
  | { readonly done: false; readonly outcome: SubmitOutcome };

export interface ForgotPasswordActions {
  requestCode(phone: PhoneCredentials): Promise<CodeRequest>;
  resend(phone: PhoneCredentials): Promise<ResendAnswer>;
  reset(input: PhoneCredentials & { readonly otp: string; readonly password: string }): Promise<ResetAnswer>;
}

/** Which of the flow's mutations is on its way (their isPending): that step's button is busy. */
export interface ForgotPasswordPending {
  readonly requestCode: boolean;
  readonly resend: boolean;
  readonly reset: boolean;
}

const NONE_PENDING: ForgotPasswordPending = { requestCode: false, resend: false, reset: false };

type Step =
  | { readonly name: "phone" }
  | {
      readonly name: "otp";
      readonly phone: PhoneCredentials;
      /** When a new code may be asked for (ms since the epoch): SPEC §9's wait runs from the code's sending. */
      readonly resendAt: number;
      readonly notice?: string;
      /** The new password typed before the code was refused: the next password step shows it again. */
      readonly password?: string;
    }
  | {
      readonly name: "password";
      readonly phone: PhoneCredentials;
      readonly otp: string;
      readonly resendAt: number;
      readonly password?: string;
    }
  | { readonly name: "done" };

/**
 * SPEC §2 /forgot-password: phone → the code sent to it → a new password confirmed ("Password
 * not match", SPEC §5). Each step's heading takes the focus, so the step change is announced.
 */
export function ForgotPasswordFlow({
  actions,
  pending = NONE_PENDING,
}: {
  readonly actions: ForgotPasswordActions;
  readonly pending?: ForgotPasswordPending;
}) {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const [step, setStep] = useState<Step>({ name: "phone" });
  const carry = usePhoneCarry();
  const [phone, setPhone] = useState<PhoneCredentials | undefined>(carry.initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusWhenLost = useFocusWhenLost();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step.name]);

  const title = {
    phone: LL.account.forgot.stepPhone(),
    otp: LL.account.forgot.stepOtp(),
    password: LL.account.forgot.stepPassword(),
    done: LL.account.forgot.done(),
  }[step.name];

  return (
    <section className="form" aria-labelledby="forgot-step">
      <h2 id="forgot-step" ref={heading} tabIndex={-1} className="auth-steps">
        {title}
      </h2>
      {step.name === "phone" ? (
        <PhoneForm
          {...(phone === undefined ? {} : { initial: phone })}
          submitLabel={LL.account.forgot.sendCode()}
          pending={pending.requestCode}
          onPhoneChange={carry.onChange}
          onSubmit={async (entered) => {
            setPhone(entered);
            const answer = await actions.requestCode(entered);
            if (!answer.sent) return answer.outcome;
            setStep({ name: "otp", phone: entered, resendAt: Date.now() + answer.waitSeconds * 1000 });
          }}
        />
      ) : null}
      {step.name === "otp" ? (
        <>
          {step.notice === undefined ? null : <p role="alert">{step.notice}</p>}
          <OtpForm
            phone={formatPhone(step.phone.callingCode, step.phone.phone)}
            submitLabel={LL.account.forgot.next()}
            onSubmit={async (otp) =>
              setStep({
                name: "password",
                phone: step.phone,
                otp,
                resendAt: step.resendAt,
                ...(step.password === undefined ? {} : { password: step.password }),
              })
            }
          />
          <ResendCode
            waitSeconds={Math.max(0, Math.ceil((step.resendAt - Date.now()) / 1000))}
            onResend={() => actions.resend(step.phone)}
            pending={pending.resend}
            sentMessage={LL.account.otp.resent({ phone: isolatedText(formatPhone(step.phone.callingCode, step.phone.phone)) })}
            onSent={(waitSeconds) => {
              // The wrong code's notice is about a code no longer asked for; focus goes to the field.
              const { notice: _answered, ...next } = step;
              setStep({ ...next, resendAt: Date.now() + waitSeconds * 1000 });
              focusWhenLost(findCodeField);
            }}
          />
          <Button variant="ghost" onPress={() => setStep({ name: "phone" })}>
            {LL.account.forgot.changePhone()}
          </Button>
        </>
      ) : null}
      {step.name === "password" ? (
        <NewPasswordForm
          pending={pending.reset}
          {...(step.password === undefined ? {} : { initialPassword: step.password })}
          onSubmit={async (password) => {
            const answer = await actions.reset({ ...step.phone, otp: step.otp, password });
            if (answer.done) setStep({ name: "done" });
            else if ("wrongCode" in answer)
              // Back to the code: SPEC §9's wait for a new one still runs from the code's sending.
              setStep({ name: "otp", phone: step.phone, resendAt: step.resendAt, notice: answer.wrongCode, password });
            else return answer.outcome;
          }}
        />
      ) : null}
      {step.name === "done" ? (
        <p>
          <Link to="/{-$locale}/login" params={params} state={carry.linkState} variant="button">
            {LL.account.forgot.signIn()}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
