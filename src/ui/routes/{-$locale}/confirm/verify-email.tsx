import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /confirm/verify-email, open. */
export const Route = createFileRoute("/{-$locale}/confirm/verify-email")({
  component: () => <InfoPage page="verifyEmail" />,
});
