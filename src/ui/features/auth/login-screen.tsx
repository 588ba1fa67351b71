import "./auth.css";
import { useMutation } from "@tanstack/react-query";
import { Result } from "effect";
import { Link } from "@/ui/components/link";
import { useContainer } from "@/ui/di/container-context";
import { signInMutation } from "@/ui/queries/account.mutations";
import { refusesOnly } from "@/ui/forms/failure-outcome";
import { useOutcome } from "@/ui/forms/use-outcome";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { LOGIN_FIELDS, LoginForm } from "./login-form";
import { useQueryParam } from "@/ui/app/use-query-param";
import { usePhoneCarry } from "./carried-phone";

/**
 * SPEC §2 /login. The sign-in use case completes the login and redirects by SPEC §2's rules
 * (returnUrl when safe and not /login, else /checkout with a cart, else /); an unverified phone
 * goes on to the OTP page.
 */
export function LoginScreen() {
  const { LL } = useI18nContext();
  const outcome = useOutcome();
  const params = useLocaleParams();
  const signIn = useMutation(signInMutation(useContainer()));
  const returnUrl = useQueryParam("returnUrl");
  const phone = usePhoneCarry();
  return (
    <>
      <LoginForm
        pending={signIn.isPending}
        initialPhone={phone.initial}
        onPhoneChange={phone.onChange}
        onSubmit={async (values) => {
          const answer = await signIn.mutateAsync({
            callingCode: values.countryCode,
            phone: values.phone,
            password: values.password,
            returnUrl,
          });
          if (Result.isFailure(answer) && answer.failure._tag === "Refused" && answer.failure.code === "otp_required") return;
          // SPEC §8's rule leaves the sign-in's own 401 alone (no session to end): say it here, or nothing
          // would. A 422 naming the password alone is the phone and the password refused together.
          if (Result.isFailure(answer) && (answer.failure._tag === "Unauthorized" || refusesOnly(answer.failure, "password")))
            return { formError: LL.account.login.refused() };
          return outcome(answer, LOGIN_FIELDS);
        }}
      />
      <p className="auth-links">
        <Link to="/{-$locale}/forgot-password" params={params} state={phone.linkState} variant="standalone">
          {LL.account.login.forgot()}
        </Link>
      </p>
      <p className="auth-links">
        {LL.account.login.noAccount()}{" "}
        <Link to="/{-$locale}/register" params={params} state={phone.linkState} variant="standalone">
          {LL.account.login.registerLink()}
        </Link>
      </p>
    </>
  );
}
