import { createFileRoute } from "@tanstack/react-router";
import { NotificationsScreen } from "@/ui/features/account/notifications-screen";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /notifications, login required. */
export const Route = createFileRoute("/{-$locale}/notifications")({
  component: () => (
    <InfoPage page="notifications">
      <NotificationsScreen />
    </InfoPage>
  ),
});
