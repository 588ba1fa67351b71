import { createFileRoute } from "@tanstack/react-router";
import { FavouritesScreen } from "@/ui/features/account/favourites-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /favourite, login required. */
export const Route = createFileRoute("/{-$locale}/favourite")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="favourite">
      <FavouritesScreen />
    </InfoPage>
  ),
});
