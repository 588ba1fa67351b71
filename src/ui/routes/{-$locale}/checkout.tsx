import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "@/ui/pages/checkout-page";
import { gamesQuery } from "@/ui/queries/games.queries";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /checkout, open (the cart, voucher and payment). */
export const Route = createFileRoute("/{-$locale}/checkout")({
  // The games are read so the page opens with them; a failure is the page's to show (lines without names).
  loader: loadPage({
    area: "checkout",
    namespaces: ["cart", "checkout"],
    data: ({ queryClient, shell }) => queryClient.ensureQueryData(gamesQuery(shell)),
  }),
  component: CheckoutPage,
});
