import { createFileRoute } from "@tanstack/react-router";
import { NotificationsScreen } from "@/ui/features/account/notifications-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /notifications, login required. */
export const Route = createFileRoute("/{-$locale}/notifications")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="notifications">
      <NotificationsScreen />
    </InfoPage>
  ),
});
