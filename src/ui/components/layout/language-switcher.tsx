import { useI18nContext } from "@/ui/i18n/i18n-react";
import { APP_LOCALES, type AppLocale, bcp47 } from "@/ui/i18n/locale";
import { Select } from "../select";

export interface LanguageSwitcherProps {
  readonly locale: AppLocale;
  readonly onChange: (locale: AppLocale) => void;
}

/** Each language is offered in its own name and script, marked with its `lang`. */
export function LanguageSwitcher({ locale, onChange }: LanguageSwitcherProps) {
  const { LL } = useI18nContext();
  const options = APP_LOCALES.map((id) => ({ id, label: LL.common.language[id](), lang: bcp47(id) }));
  return (
    <Select<AppLocale>
      label={LL.common.language.label()}
      labelHidden
      options={options}
      value={locale}
      onChange={(next) => {
        if (next !== locale) onChange(next);
      }}
      className="ui-language-switcher"
    />
  );
}
