import { createFileRoute } from "@tanstack/react-router";
import { REAUTH_PARAM } from "@/domain/routing/route-access";
import { LoginScreen } from "@/ui/features/auth/login-screen";
import { useQueryParam } from "@/ui/app/use-query-param";
import { InfoPage } from "@/ui/pages/info-page";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { loadArea } from "@/ui/app/area-loader";

/**
 * SPEC §8: a 401 that keeps the session sends the user here with reauth=1 (the guard lets the
 * signed-in user in for it): say why the form is shown. Signing in replaces the session.
 */
function SignInAgainNotice() {
  const { LL } = useI18nContext();
  if (useQueryParam(REAUTH_PARAM) !== "1") return null;
  return (
    <p role="status" className="form__status">
      {LL.errors.sessionExpired()}
    </p>
  );
}

/** SPEC §2: /login, guests only (and a signed-in user asked to sign in again, SPEC §8). */
export const Route = createFileRoute("/{-$locale}/login")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="login">
      <SignInAgainNotice />
      <LoginScreen />
    </InfoPage>
  ),
});
