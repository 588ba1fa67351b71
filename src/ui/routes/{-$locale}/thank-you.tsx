import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /thank-you, open. */
export const Route = createFileRoute("/{-$locale}/thank-you")({
  component: () => <InfoPage page="thankYou" />,
});
