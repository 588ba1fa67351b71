import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/ui/features/shell/home-page";
import { gamesQuery } from "@/ui/queries/games.queries";

/** SPEC §2: / (index), open. The games on sale are fetched before the page shows. */
export const Route = createFileRoute("/{-$locale}/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(gamesQuery(context.shell)),
  component: HomePage,
});
