import "./auth.css";
import { useNavigate } from "@tanstack/react-router";
import { Result } from "effect";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { Link } from "@/ui/components/link";
import { useInjection } from "@/ui/di/container-context";
import { useOutcome } from "@/ui/forms/use-outcome";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { RegisterForm, SIGN_UP_FIELDS } from "./register-form";

/**
 * SPEC §2 /register → /register/otp. The sign-up use case adds the stored campaign parameters and
 * the platform (SPEC §3); a phone that asked less than 120 s ago is told how long to wait.
 */
export function RegisterScreen() {
  const { LL } = useI18nContext();
  const outcome = useOutcome();
  const params = useLocaleParams();
  const navigate = useNavigate();
  const signUp = useInjection(ACCOUNT_TOKENS.signUp);
  return (
    <>
      <RegisterForm
        onSubmit={async (values) => {
          const answer = await signUp.execute({
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
        <Link to="/{-$locale}/login" params={params}>
          {LL.account.register.signInLink()}
        </Link>
      </p>
    </>
  );
}
