import { createFileRoute } from "@tanstack/react-router";
import { PersonalDetailScreen } from "@/ui/features/account/personal-detail-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /personal-detail, login required. */
export const Route = createFileRoute("/{-$locale}/personal-detail")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="personalDetail">
      <PersonalDetailScreen />
    </InfoPage>
  ),
});
