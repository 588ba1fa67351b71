import { createFileRoute } from "@tanstack/react-router";
import { WatchLiveScreen } from "@/ui/features/content/watch-live-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";
import { nextDrawQuery } from "@/ui/queries/content.queries";

/** SPEC §2: /watch-live, open. */
export const Route = createFileRoute("/{-$locale}/watch-live")({
  loader: loadPage({
    area: "content",
    namespaces: FORMS_AND_CONTENT,
    data: ({ container, queryClient }) => queryClient.ensureQueryData(nextDrawQuery(container)),
  }),
  component: () => (
    <InfoPage page="watchLive">
      <WatchLiveScreen />
    </InfoPage>
  ),
});
