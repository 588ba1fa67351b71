import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /brand-ambassador, open. */
export const Route = createFileRoute("/{-$locale}/brand-ambassador")({
  component: () => <InfoPage page="brandAmbassador" />,
});
