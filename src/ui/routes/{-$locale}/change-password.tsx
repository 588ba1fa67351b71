import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /change-password, login required. */
export const Route = createFileRoute("/{-$locale}/change-password")({
  component: () => <InfoPage page="changePassword" />,
});
