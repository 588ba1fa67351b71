import { createFileRoute } from "@tanstack/react-router";
import { EmailConfirmationScreen } from "@/ui/features/auth/email-confirmation-screen";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /email-confirmation, open. */
export const Route = createFileRoute("/{-$locale}/email-confirmation")({
  component: () => (
    <InfoPage page="emailConfirmation">
      <EmailConfirmationScreen />
    </InfoPage>
  ),
});
