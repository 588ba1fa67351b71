import { createFileRoute } from "@tanstack/react-router";
import { DeleteAccountScreen } from "@/ui/features/account/delete-account-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /delete-account, login required. */
export const Route = createFileRoute("/{-$locale}/delete-account")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="deleteAccount">
      <DeleteAccountScreen />
    </InfoPage>
  ),
});
