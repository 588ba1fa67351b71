import { createFileRoute } from "@tanstack/react-router";
import { BrandAmbassadorScreen } from "@/ui/features/content/brand-ambassador-screen";
import { InfoPage } from "@/ui/pages/info-page";

/** SPEC §2: /brand-ambassador, open. */
export const Route = createFileRoute("/{-$locale}/brand-ambassador")({
  component: () => (
    <InfoPage page="brandAmbassador">
      <BrandAmbassadorScreen />
    </InfoPage>
  ),
});
