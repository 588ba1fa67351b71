import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /wallet, login required. */
export const Route = createFileRoute("/{-$locale}/wallet")({
  component: () => <InfoPage page="wallet" />,
});
