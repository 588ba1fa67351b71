import { createFileRoute } from "@tanstack/react-router";
import { WalletScreen } from "@/ui/features/wallet/wallet-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /wallet, login required (its sections follow the `step` query: 1 history … 4 withdraw). */
export const Route = createFileRoute("/{-$locale}/wallet")({
  loader: loadArea("wallet"),
  component: () => (
    <InfoPage page="wallet">
      <WalletScreen />
    </InfoPage>
  ),
});
