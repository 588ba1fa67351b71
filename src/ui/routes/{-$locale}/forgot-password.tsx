import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordScreen } from "@/ui/features/auth/forgot-password-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /forgot-password, guests only. */
export const Route = createFileRoute("/{-$locale}/forgot-password")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="forgotPassword">
      <ForgotPasswordScreen />
    </InfoPage>
  ),
});
