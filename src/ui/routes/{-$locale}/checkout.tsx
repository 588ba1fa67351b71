import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /checkout, open. */
export const Route = createFileRoute("/{-$locale}/checkout")({
  component: () => <InfoPage page="checkout" />,
});
