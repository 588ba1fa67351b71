import { createFileRoute } from "@tanstack/react-router";
import { WatchLiveScreen } from "@/ui/features/content/watch-live-screen";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /watch-live, open. */
export const Route = createFileRoute("/{-$locale}/watch-live")({
  component: () => (
    <InfoPage page="watchLive">
      <WatchLiveScreen />
    </InfoPage>
  ),
});
