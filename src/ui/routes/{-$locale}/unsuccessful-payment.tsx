import { createFileRoute } from "@tanstack/react-router";
import { UnsuccessfulPaymentScreen } from "@/ui/features/content/unsuccessful-payment-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { PAYMENT_FAILURE_REASONS } from "@/domain/payment/payment-failure-reason";
import { loadPage } from "@/ui/app/area-loader";
import { oneOf } from "@/ui/app/search-params";

/** SPEC §2: /unsuccessful-payment, open. */
export const Route = createFileRoute("/{-$locale}/unsuccessful-payment")({
  // SPEC §2 `reason`: one of the known reasons, else dropped (the page then says "unknown").
  validateSearch: (search) => {
    return { reason: oneOf(search["reason"], PAYMENT_FAILURE_REASONS) };
  },
  loader: loadPage({ namespaces: ["content", "pages"] }),
  component: () => (
    <InfoPage page="unsuccessfulPayment">
      <UnsuccessfulPaymentScreen />
    </InfoPage>
  ),
});
