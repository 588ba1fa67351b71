import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /email-confirmation, open. */
export const Route = createFileRoute("/{-$locale}/email-confirmation")({
  component: () => <InfoPage page="emailConfirmation" />,
});
