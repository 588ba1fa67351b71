import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /favourite, login required. */
export const Route = createFileRoute("/{-$locale}/favourite")({
  component: () => <InfoPage page="favourite" />,
});
