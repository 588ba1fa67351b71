import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordScreen } from "@/ui/features/auth/forgot-password-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS } from "@/ui/app/i18n-namespaces";

/** SPEC §2: /forgot-password, guests only. */
export const Route = createFileRoute("/{-$locale}/_guest/forgot-password")({
  loader: loadPage({ area: "account", namespaces: FORMS }),
  component: () => (
    <InfoPage page="forgotPassword">
      <ForgotPasswordScreen />
    </InfoPage>
  ),
});
