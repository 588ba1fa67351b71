import "./auth.css";
import { useMutation } from "@tanstack/react-query";
import { Result } from "effect";
import { Link } from "@/ui/components/link";
import { useContainer } from "@/ui/di/container-context";
import { signInMutation } from "@/ui/queries/account.mutations";
import { useOutcome } from "@/ui/forms/use-outcome";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { LOGIN_FIELDS, LoginForm } from "./login-form";
import { useQueryParam } from "@/ui/app/use-query-param";

/**
 * The sign-in's 422 that names the password alone: the server refusing the phone and the password
 * together ("The phone number or password is incorrect.", docs/api-design.md). Its words are the
 * server's English; the form says it in the player's language, about both fields.
 */
const refusesCredentials = (failure: { readonly _tag: string; readonly fieldErrors?: Readonly<Record<string, unknown>> }) =>
  failure._tag === "ValidationFailed" &&
  failure.fieldErrors !== undefined &&
  Object.keys(failure.fieldErrors).every((field) => field === "password") &&
  "password" in failure.fieldErrors;

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
  return (
    <>
      <LoginForm
        pending={signIn.isPending}
        onSubmit={async (values) => {
          const answer = await signIn.mutateAsync({
            callingCode: values.countryCode,
            phone: values.phone,
            password: values.password,
            returnUrl,
          });
          if (Result.isFailure(answer) && answer.failure._tag === "Refused" && answer.failure.code === "otp_required") return;
          // SPEC §8's rule leaves the sign-in's own 401 alone (no session to end): say it here, or nothing would.
          if (Result.isFailure(answer) && (answer.failure._tag === "Unauthorized" || refusesCredentials(answer.failure)))
            return { formError: LL.account.login.refused() };
          return outcome(answer, LOGIN_FIELDS);
        }}
      />
      <p className="auth-links">
        <Link to="/{-$locale}/forgot-password" params={params} variant="standalone">
          {LL.account.login.forgot()}
        </Link>
      </p>
      <p className="auth-links">
        {LL.account.login.noAccount()}{" "}
        <Link to="/{-$locale}/register" params={params} variant="standalone">
          {LL.account.login.registerLink()}
        </Link>
      </p>
    </>
  );
}
