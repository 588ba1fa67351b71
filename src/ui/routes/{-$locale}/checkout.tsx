import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "@/ui/features/shell/checkout-page";
import { gamesQuery } from "@/ui/queries/games.queries";

/** SPEC §2: /checkout, open (the cart, voucher and payment). */
export const Route = createFileRoute("/{-$locale}/checkout")({
  // The games are asked for at once but not waited for: the page paints with its heading (and a
  // loading status) instead of after the API answers; a failure is the page's to show.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(gamesQuery(context.shell));
  },
  component: CheckoutPage,
});
