import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordScreen } from "@/ui/features/account/change-password-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /change-password, login required. */
export const Route = createFileRoute("/{-$locale}/change-password")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="changePassword">
      <ChangePasswordScreen />
    </InfoPage>
  ),
});
