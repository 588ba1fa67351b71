import { createFileRoute } from "@tanstack/react-router";
import { DeleteAccountScreen } from "@/ui/features/account/delete-account-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS } from "@/ui/app/i18n-namespaces";

/** SPEC §2: /delete-account, login required. */
export const Route = createFileRoute("/{-$locale}/_auth/delete-account")({
  loader: loadPage({ area: "account", namespaces: FORMS }),
  component: () => (
    <InfoPage page="deleteAccount">
      <DeleteAccountScreen />
    </InfoPage>
  ),
});
