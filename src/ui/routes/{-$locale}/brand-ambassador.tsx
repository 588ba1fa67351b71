import { createFileRoute } from "@tanstack/react-router";
import { BrandAmbassadorScreen } from "@/ui/features/content/brand-ambassador-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";

/** SPEC §2: /brand-ambassador, open. */
export const Route = createFileRoute("/{-$locale}/brand-ambassador")({
  loader: loadPage({ namespaces: ["content", "pages"] }),
  component: () => (
    <InfoPage page="brandAmbassador">
      <BrandAmbassadorScreen />
    </InfoPage>
  ),
});
