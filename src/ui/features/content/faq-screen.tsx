import { useQuery } from "@tanstack/react-query";
import { useContainer } from "@/ui/di/container-context";
import { QueryStatus } from "@/ui/queries/query-status";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { productCode } from "@/ui/i18n/locale";
import { faqQuery } from "@/ui/queries/content.queries";
import { FaqView } from "./faq-view";

/** SPEC §2 /faq: the questions from the API in the product language (SPEC §1 en, ar, in). */
export function FaqScreen() {
  const { locale } = useI18nContext();
  const faq = useQuery(faqQuery(useContainer(), productCode(locale)));
  return <QueryStatus query={faq}>{(groups) => <FaqView groups={groups} />}</QueryStatus>;
}
