import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /buy/green-certificates, open. */
export const Route = createFileRoute("/{-$locale}/buy/green-certificates")({
  component: () => <InfoPage page="greenCertificates" />,
});
