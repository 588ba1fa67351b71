import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /download-apps, open. */
export const Route = createFileRoute("/{-$locale}/download-apps")({
  component: () => <InfoPage page="downloadApps" />,
});
