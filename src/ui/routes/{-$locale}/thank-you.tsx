import { createFileRoute } from "@tanstack/react-router";
import { ThankYouPage } from "@/ui/features/shell/thank-you-page";
import { gamesQuery } from "@/ui/queries/games.queries";

/** SPEC §2: /thank-you, open (the purchase details). */
export const Route = createFileRoute("/{-$locale}/thank-you")({
  loader: ({ context }) => context.queryClient.ensureQueryData(gamesQuery(context.shell)),
  component: ThankYouPage,
});
