import { createFileRoute } from "@tanstack/react-router";
import { UnsuccessfulPaymentScreen } from "@/ui/features/content/unsuccessful-payment-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { reasonSearch } from "@/ui/app/search-params";

/** SPEC §2: /unsuccessful-payment, open. */
export const Route = createFileRoute("/{-$locale}/unsuccessful-payment")({
  validateSearch: reasonSearch,
  loader: loadPage({ namespaces: ["content", "pages"] }),
  component: () => (
    <InfoPage page="unsuccessfulPayment">
      <UnsuccessfulPaymentScreen />
    </InfoPage>
  ),
});
