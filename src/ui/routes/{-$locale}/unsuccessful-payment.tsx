import { createFileRoute } from "@tanstack/react-router";
import { UnsuccessfulPaymentScreen } from "@/ui/features/content/unsuccessful-payment-screen";
import { InfoPage } from "@/ui/pages/info-page";

/** SPEC §2: /unsuccessful-payment, open. */
export const Route = createFileRoute("/{-$locale}/unsuccessful-payment")({
  component: () => (
    <InfoPage page="unsuccessfulPayment">
      <UnsuccessfulPaymentScreen />
    </InfoPage>
  ),
});
