import "./auth.css";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Result } from "effect";
import { Link } from "@/ui/components/link";
import { useContainer } from "@/ui/di/container-context";
import { signUpMutation } from "@/ui/queries/account.mutations";
import { useOutcome } from "@/ui/forms/use-outcome";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { usePhoneCarry } from "./carried-phone";
import { EMPTY_REGISTRATION, RegisterForm, SIGN_UP_FIELDS } from "./register-form";

/**
 * SPEC §2 /register → /register/otp. The sign-up use case adds the stored campaign parameters and
 * the platform (SPEC §3); a phone that asked less than 120 s ago is told how long to wait, unless
 * this browser keeps the code sent to it: then its code page opens again (SignUpUseCase).
 */
export function RegisterScreen() {
  const { LL } = useI18nContext();
  const outcome = useOutcome();
  const params = useLocaleParams();
  const navigate = useNavigate();
  const signUp = useMutation(signUpMutation(useContainer()));
  const phone = usePhoneCarry();
  return (
    <>
      <RegisterForm
        pending={signUp.isPending}
        {...(phone.initial === undefined
          ? {}
          : { initial: { ...EMPTY_REGISTRATION, countryCode: phone.initial.callingCode, phone: phone.initial.phone } })}
        onPhoneChange={phone.onChange}
        onSubmit={async (values) => {
          const answer = await signUp.mutateAsync({
            fullName: values.fullName.trim(),
            callingCode: values.countryCode,
            phone: values.phone,
            password: values.password,
          });
          if (Result.isSuccess(answer)) {
            await navigate({ to: "/{-$locale}/register/otp", params });
            return;
          }
          return outcome(answer, SIGN_UP_FIELDS);
        }}
      />
      <p className="auth-links">
        {LL.account.register.haveAccount()}{" "}
        <Link to="/{-$locale}/login" params={params} state={phone.linkState} variant="standalone">
          {LL.account.register.signInLink()}
        </Link>
      </p>
    </>
  );
}
