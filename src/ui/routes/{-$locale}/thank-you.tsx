import { createFileRoute } from "@tanstack/react-router";
import { ThankYouPage } from "@/ui/pages/thank-you-page";
import { gamesQuery } from "@/ui/queries/games.queries";

/** SPEC §2: /thank-you, open (the purchase details). */
export const Route = createFileRoute("/{-$locale}/thank-you")({
  // Prefetched so the page opens with its games; a failure is the page's to show, not an error page.
  loader: ({ context }) => context.queryClient.prefetchQuery(gamesQuery(context.shell)),
  component: ThankYouPage,
});
