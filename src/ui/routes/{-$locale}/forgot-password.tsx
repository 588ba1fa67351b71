import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordScreen } from "@/ui/features/auth/forgot-password-screen";
import { InfoPage } from "@/ui/features/shell/info-page";
import { loadArea } from "@/ui/shell/area-loader";

/** SPEC §2: /forgot-password, guests only. */
export const Route = createFileRoute("/{-$locale}/forgot-password")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="forgotPassword">
      <ForgotPasswordScreen />
    </InfoPage>
  ),
});
