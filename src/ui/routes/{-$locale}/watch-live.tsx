import { createFileRoute } from "@tanstack/react-router";
import { WatchLiveScreen } from "@/ui/features/content/watch-live-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /watch-live, open. */
export const Route = createFileRoute("/{-$locale}/watch-live")({
  loader: loadArea("content"),
  component: () => (
    <InfoPage page="watchLive">
      <WatchLiveScreen />
    </InfoPage>
  ),
});
