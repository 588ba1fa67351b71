import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/ui/pages/home-page";
import { gamesQuery } from "@/ui/queries/games.queries";

/** SPEC §2: / (index), open. The games on sale are fetched before the page shows. */
export const Route = createFileRoute("/{-$locale}/")({
  // Prefetched so the page opens with its games; a failure is the page's to show, not an error page.
  loader: ({ context }) => context.queryClient.prefetchQuery(gamesQuery(context.shell)),
  component: HomePage,
});
