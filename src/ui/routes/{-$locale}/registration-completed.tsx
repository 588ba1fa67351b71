import { createFileRoute } from "@tanstack/react-router";
import { RegistrationCompletedScreen } from "@/ui/features/auth/registration-completed-screen";
import { InfoPage } from "@/ui/pages/info-page";

/** SPEC §2: /registration-completed, open. */
export const Route = createFileRoute("/{-$locale}/registration-completed")({
  component: () => (
    <InfoPage page="registrationCompleted">
      <RegistrationCompletedScreen />
    </InfoPage>
  ),
});
