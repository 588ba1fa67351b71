import { createFileRoute } from "@tanstack/react-router";
import { PersonalDetailScreen } from "@/ui/features/account/personal-detail-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";
import { profileQuery } from "@/ui/queries/account.queries";

/** SPEC §2: /personal-detail, login required. */
export const Route = createFileRoute("/{-$locale}/_auth/personal-detail")({
  loader: loadPage({
    area: "account",
    namespaces: FORMS_AND_CONTENT,
    data: ({ container, queryClient }) => queryClient.ensureQueryData(profileQuery(container)),
  }),
  component: () => (
    <InfoPage page="personalDetail">
      <PersonalDetailScreen />
    </InfoPage>
  ),
});
