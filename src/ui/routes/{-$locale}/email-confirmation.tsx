import { createFileRoute } from "@tanstack/react-router";
import { EmailConfirmationScreen } from "@/ui/features/auth/email-confirmation-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /email-confirmation, open. */
export const Route = createFileRoute("/{-$locale}/email-confirmation")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="emailConfirmation">
      <EmailConfirmationScreen />
    </InfoPage>
  ),
});
