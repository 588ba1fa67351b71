import { createFileRoute } from "@tanstack/react-router";
import { EmailConfirmationScreen } from "@/ui/features/auth/email-confirmation-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";

/** SPEC §2: /email-confirmation, open. */
export const Route = createFileRoute("/{-$locale}/email-confirmation")({
  loader: loadPage({ area: "account", namespaces: FORMS_AND_CONTENT }),
  component: () => (
    <InfoPage page="emailConfirmation">
      <EmailConfirmationScreen />
    </InfoPage>
  ),
});
