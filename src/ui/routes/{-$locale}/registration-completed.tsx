import { createFileRoute } from "@tanstack/react-router";
import { RegistrationCompletedScreen } from "@/ui/features/auth/registration-completed-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /registration-completed, open. */
export const Route = createFileRoute("/{-$locale}/registration-completed")({
  loader: loadPage({ namespaces: ["account", "pages"] }),
  component: () => (
    <InfoPage page="registrationCompleted">
      <RegistrationCompletedScreen />
    </InfoPage>
  ),
});
