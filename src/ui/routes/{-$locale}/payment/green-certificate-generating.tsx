import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /payment/green-certificate-generating, open. */
export const Route = createFileRoute("/{-$locale}/payment/green-certificate-generating")({
  component: () => <InfoPage page="greenCertificateGenerating" />,
});
