import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /payment/successful, open. */
export const Route = createFileRoute("/{-$locale}/payment/successful")({
  component: () => <InfoPage page="paymentSuccessful" />,
});
