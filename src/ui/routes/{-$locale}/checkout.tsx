import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "@/ui/features/shell/checkout-page";
import { gamesQuery } from "@/ui/queries/games.queries";

/** SPEC §2: /checkout, open (the cart, voucher and payment). */
export const Route = createFileRoute("/{-$locale}/checkout")({
  // Prefetched so the page opens with its games; a failure is the page's to show, not an error page.
  loader: ({ context }) => context.queryClient.prefetchQuery(gamesQuery(context.shell)),
  component: CheckoutPage,
});
