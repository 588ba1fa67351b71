import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "@/ui/pages/checkout-page";
import { gamesQuery } from "@/ui/queries/games.queries";
import { ensureArea } from "@/ui/app/area-loader";

/** SPEC §2: /checkout, open (the cart, voucher and payment). */
export const Route = createFileRoute("/{-$locale}/checkout")({
  // The checkout area's bindings, and the games prefetched so the page opens with them (a failure
  // to read them is the page's to show, not an error page).
  loader: ({ context }) =>
    Promise.all([ensureArea(context, "checkout"), context.queryClient.prefetchQuery(gamesQuery(context.shell))]),
  component: CheckoutPage,
});
