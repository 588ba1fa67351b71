import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordScreen } from "@/ui/features/account/change-password-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS } from "@/ui/app/i18n-namespaces";

/** SPEC §2: /change-password, login required. */
export const Route = createFileRoute("/{-$locale}/_auth/change-password")({
  loader: loadPage({ area: "account", namespaces: FORMS }),
  component: () => (
    <InfoPage page="changePassword">
      <ChangePasswordScreen />
    </InfoPage>
  ),
});
