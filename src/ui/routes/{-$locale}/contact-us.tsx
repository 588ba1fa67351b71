import { createFileRoute } from "@tanstack/react-router";
import { ContactUsScreen } from "@/ui/features/content/contact-us-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";
import { questionTypesQuery } from "@/ui/queries/content.queries";
import { productCode } from "@/ui/i18n/locale";

/** SPEC §2: /contact-us, open. */
export const Route = createFileRoute("/{-$locale}/contact-us")({
  loader: loadPage({
    area: "content",
    namespaces: FORMS_AND_CONTENT,
    data: ({ container, queryClient, language }) =>
      queryClient.ensureQueryData(questionTypesQuery(container, productCode(language))),
  }),
  component: () => (
    <InfoPage page="contactUs">
      <ContactUsScreen />
    </InfoPage>
  ),
});
