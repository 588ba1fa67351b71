import { createFileRoute } from "@tanstack/react-router";
import { FaqScreen } from "@/ui/features/content/faq-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadPage } from "@/ui/app/area-loader";
import { FORMS_AND_CONTENT } from "@/ui/app/i18n-namespaces";
import { faqQuery } from "@/ui/queries/content.queries";
import { productCode } from "@/ui/i18n/locale";

/** SPEC §2: /faq, open. */
export const Route = createFileRoute("/{-$locale}/faq")({
  loader: loadPage({
    area: "content",
    namespaces: FORMS_AND_CONTENT,
    data: ({ container, queryClient, language }) => queryClient.ensureQueryData(faqQuery(container, productCode(language))),
  }),
  component: () => (
    <InfoPage page="faq">
      <FaqScreen />
    </InfoPage>
  ),
});
