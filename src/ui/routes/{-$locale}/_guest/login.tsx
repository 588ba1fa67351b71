import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "@/ui/features/auth/login-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { loadPage } from "@/ui/app/area-loader";
import { loginSearch } from "@/ui/app/search-params";
import { FORMS } from "@/ui/app/i18n-namespaces";

/**
 * SPEC §8: a 401 that keeps the session sends the user here with reauth=1 (the guard lets the
 * signed-in user in for it): say why the form is shown. Signing in replaces the session.
 */
function SignInAgainNotice() {
  const { LL } = useI18nContext();
  if (Route.useSearch().reauth !== true) return null;
  return (
    <p role="status" className="form__status">
      {LL.errors.sessionExpired()}
    </p>
  );
}

/** SPEC §2: /login, guests only (and a signed-in user asked to sign in again, SPEC §8). */
export const Route = createFileRoute("/{-$locale}/_guest/login")({
  // The `_guest` layout lets a signed-in user in when the search has reauth (SPEC §8).
  staticData: { signInAgain: true },
  validateSearch: loginSearch,
  loader: loadPage({ area: "account", namespaces: FORMS }),
  component: () => (
    <InfoPage page="login">
      <SignInAgainNotice />
      <LoginScreen />
    </InfoPage>
  ),
});
