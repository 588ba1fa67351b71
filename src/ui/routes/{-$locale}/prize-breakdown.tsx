import { createFileRoute } from "@tanstack/react-router";
import { PrizeBreakdownScreen } from "@/ui/features/content/prize-breakdown-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /prize-breakdown, open. */
export const Route = createFileRoute("/{-$locale}/prize-breakdown")({
  loader: loadArea("content"),
  component: () => (
    <InfoPage page="prizeBreakdown">
      <PrizeBreakdownScreen />
    </InfoPage>
  ),
});
