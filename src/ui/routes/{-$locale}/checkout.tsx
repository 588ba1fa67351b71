import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "@/ui/features/shell/checkout-page";
import { gamesQuery } from "@/ui/queries/games.queries";

/** SPEC §2: /checkout, open (the cart, voucher and payment). */
export const Route = createFileRoute("/{-$locale}/checkout")({
  loader: ({ context }) => context.queryClient.ensureQueryData(gamesQuery(context.shell)),
  component: CheckoutPage,
});
