import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/ui/features/shell/home-page";
import { gamesQuery } from "@/ui/queries/games.queries";

/** SPEC §2: / (index), open. The games on sale are fetched as the page shows. */
export const Route = createFileRoute("/{-$locale}/")({
  // The games are asked for at once but not waited for: the page paints with its heading (and a
  // loading status) instead of after the API answers; a failure is the page's to show.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(gamesQuery(context.shell));
  },
  component: HomePage,
});
