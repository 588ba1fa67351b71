import { createFileRoute } from "@tanstack/react-router";
import { DrawsScreen } from "@/ui/features/content/draws-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";
import { pastDrawsQuery } from "@/ui/queries/content.queries";

/** SPEC §2: /draws, open. */
export const Route = createFileRoute("/{-$locale}/draws")({
  loader: loadPage({
    namespaces: FORMS_AND_CONTENT,
    data: ({ container, queryClient }) => queryClient.ensureQueryData(pastDrawsQuery(container, undefined)),
  }),
  component: () => (
    <InfoPage page="draws">
      <DrawsScreen />
    </InfoPage>
  ),
});
