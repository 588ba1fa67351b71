import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/ui/pages/home-page";
import { gamesQuery } from "@/ui/queries/games.queries";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: / (index), open. The games on sale are fetched before the page shows. */
export const Route = createFileRoute("/{-$locale}/")({
  // Read so the page opens with its games; a failure is the page's to show, not an error page.
  // The game cards' facts are the play area's words.
  loader: loadPage({
    namespaces: ["play"],
    data: ({ queryClient, shell }) => queryClient.ensureQueryData(gamesQuery(shell)),
  }),
  component: HomePage,
});
