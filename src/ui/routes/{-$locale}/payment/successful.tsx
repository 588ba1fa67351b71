import { createFileRoute } from "@tanstack/react-router";
import { PaymentSuccessfulScreen } from "@/ui/features/content/payment-successful-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /payment/successful, open. */
export const Route = createFileRoute("/{-$locale}/payment/successful")({
  loader: loadPage({ namespaces: ["content", "pages"] }),
  component: () => (
    <InfoPage page="paymentSuccessful">
      <PaymentSuccessfulScreen />
    </InfoPage>
  ),
});
