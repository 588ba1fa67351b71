import { createFileRoute } from "@tanstack/react-router";
import { ThankYouPage } from "@/ui/pages/thank-you-page";
import { gamesQuery } from "@/ui/queries/games.queries";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /thank-you, open (the purchase details). */
export const Route = createFileRoute("/{-$locale}/thank-you")({
  // The games are read so the page opens with them; a failure is the page's to show, not an error page.
  loader: loadPage({
    namespaces: ["cart", "checkout", "pages"],
    data: ({ queryClient, shell }) => queryClient.ensureQueryData(gamesQuery(shell)),
  }),
  component: ThankYouPage,
});
