import { useSuspenseQuery } from "@tanstack/react-query";
import { useContainer } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { productCode } from "@/ui/i18n/locale";
import { faqQuery } from "@/ui/queries/content.queries";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { FaqView } from "./faq-view";

function Faq() {
  const { locale } = useI18nContext();
  const { data: groups } = useSuspenseQuery(faqQuery(useContainer(), productCode(locale)));
  return <FaqView groups={groups} />;
}

/** SPEC §2 /faq: the questions from the API in the product language (SPEC §1 en, ar, in). */
export function FaqScreen() {
  return (
    <QueryBoundary>
      <Faq />
    </QueryBoundary>
  );
}
