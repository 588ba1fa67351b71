import { createFileRoute } from "@tanstack/react-router";
import { FavouritesScreen } from "@/ui/features/account/favourites-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";
import { favouritesQuery } from "@/ui/queries/account.queries";

/** SPEC §2: /favourite, login required. */
export const Route = createFileRoute("/{-$locale}/_auth/favourite")({
  loader: loadPage({
    area: "account",
    namespaces: FORMS_AND_CONTENT,
    data: ({ container, queryClient }) => queryClient.ensureQueryData(favouritesQuery(container)),
  }),
  component: () => (
    <InfoPage page="favourite">
      <FavouritesScreen />
    </InfoPage>
  ),
});
