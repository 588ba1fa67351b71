import { createFileRoute } from "@tanstack/react-router";
import { NotificationsScreen } from "@/ui/features/account/notifications-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";
import { notificationsQuery } from "@/ui/queries/account.queries";

/** SPEC §2: /notifications, login required. */
export const Route = createFileRoute("/{-$locale}/_auth/notifications")({
  loader: loadPage({
    area: "account",
    namespaces: FORMS_AND_CONTENT,
    data: ({ container, queryClient }) => queryClient.ensureQueryData(notificationsQuery(container, 1)),
  }),
  component: () => (
    <InfoPage page="notifications">
      <NotificationsScreen />
    </InfoPage>
  ),
});
