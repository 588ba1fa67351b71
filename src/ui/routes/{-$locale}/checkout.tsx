import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "@/ui/pages/checkout-page";
import { gamesQuery } from "@/ui/queries/games.queries";
import { loadPage } from "@/ui/app/area-loader";
import { voucherSearch } from "@/ui/app/search-params";
import { loadSignedInPay } from "@/ui/features/checkout/signed-in-pay-slot";

// The games are read so the page opens with them; a failure is the page's to show (lines without names).
// The checkout area (Pay, vouchers, the weekly limit) comes with a signed-in user's first view; a
// guest sees "Sign in to pay", and a voucher they try loads the area then (src/ui/queries/area-use-case.ts).
// So do Pay's texts (the `pay` area: its failures, the weekly limit, a payment not confirmed).
const checkoutNeeds = loadPage({
  area: ({ shell }) => (shell.isSignedIn() ? "checkout" : undefined),
  namespaces: ({ shell }) => (shell.isSignedIn() ? ["cart", "checkout", "pay"] : ["cart", "checkout"]),
  data: ({ queryClient, shell }) => queryClient.ensureQueryData(gamesQuery(shell)),
});

/** SPEC §2: /checkout, open (the cart, voucher and payment; `?voucher=` a code typed before signing in). */
export const Route = createFileRoute("/{-$locale}/checkout")({
  // `?voucher=`: a code typed as a guest, back from signing in to be redeemed once (docs/play.md).
  validateSearch: voucherSearch,
  // A signed-in user's Pay (the weekly limit, Pay's bar) is a chunk of its own, loaded beside the area.
  loader: async (match) => {
    await Promise.all([checkoutNeeds(match), match.context.shell.isSignedIn() ? loadSignedInPay() : undefined]);
  },
  component: function CheckoutRoute() {
    const { voucher } = Route.useSearch();
    return <CheckoutPage voucher={voucher} />;
  },
});
