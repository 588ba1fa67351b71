import { createFileRoute } from "@tanstack/react-router";
import { VerifyEmailScreen } from "@/ui/features/auth/verify-email-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /confirm/verify-email, open (its `token` is the email link's, not an access token). */
export const Route = createFileRoute("/{-$locale}/confirm/verify-email")({
  // Its `token` (validated by the `{-$locale}` route) is the email link's: no token login.
  staticData: { ownToken: true },
  loader: loadPage({ area: "account", namespaces: ["account", "pages"] }),
  component: () => (
    <InfoPage page="verifyEmail">
      <VerifyEmailScreen />
    </InfoPage>
  ),
});
