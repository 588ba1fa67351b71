import { createFileRoute } from "@tanstack/react-router";
import { PrizeBreakdownScreen } from "@/ui/features/content/prize-breakdown-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { gameSearch } from "@/ui/app/search-params";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";

/** SPEC §2: /prize-breakdown, open. */
export const Route = createFileRoute("/{-$locale}/prize-breakdown")({
  validateSearch: gameSearch,
  loader: loadPage({ area: "content", namespaces: FORMS_AND_CONTENT }),
  component: () => (
    <InfoPage page="prizeBreakdown">
      <PrizeBreakdownScreen />
    </InfoPage>
  ),
});
