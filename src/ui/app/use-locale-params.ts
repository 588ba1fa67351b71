import { useI18nContext } from "@/ui/i18n/i18n-react";
import { type LocalePrefix, prefixOf } from "@/ui/app/locale-prefix";

/** The `{-$locale}` route parameter of the language being shown (none for English, SPEC §2). */
export const useLocaleParams = (): { readonly locale: LocalePrefix | undefined } => {
  const { locale } = useI18nContext();
  return { locale: prefixOf(locale) };
};
