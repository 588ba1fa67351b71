import { createFileRoute } from "@tanstack/react-router";
import { DownloadAppsScreen } from "@/ui/features/content/download-apps-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /download-apps, open. */
export const Route = createFileRoute("/{-$locale}/download-apps")({
  loader: loadPage({ namespaces: ["content", "pages"] }),
  component: () => (
    <InfoPage page="downloadApps">
      <DownloadAppsScreen />
    </InfoPage>
  ),
});
