import { createFileRoute } from "@tanstack/react-router";
import { VerifyEmailScreen } from "@/ui/features/auth/verify-email-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /confirm/verify-email, open (its `token` is the email link's, not an access token). */
export const Route = createFileRoute("/{-$locale}/confirm/verify-email")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="verifyEmail">
      <VerifyEmailScreen />
    </InfoPage>
  ),
});
