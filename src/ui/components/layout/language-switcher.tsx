import "@/ui/styles/components/field.css";
import { useId } from "react";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { APP_LOCALES, type AppLocale, bcp47 } from "@/ui/i18n/locale";
import { ChevronDownIcon } from "../icons";

export interface LanguageSwitcherProps {
  readonly locale: AppLocale;
  readonly onChange: (locale: AppLocale) => void;
}

/**
 * The header's language choice (SPEC §1, §4): a native `<select>` labelled "Language", each
 * language in its own name and script and marked with its `lang`. The browser and the platform's
 * screen reader own its keyboard, touch and announcement behaviour (a phone shows its own picker),
 * and the first view of every page needs no widget code for it. Only a different language is
 * reported.
 */
export function LanguageSwitcher({ locale, onChange }: LanguageSwitcherProps) {
  const { LL } = useI18nContext();
  const id = useId();
  return (
    <div className="ui-field ui-language-switcher">
      <label htmlFor={id} className="ui-field__label ui-visually-hidden">
        {LL.common.language.label()}
      </label>
      <div className="ui-native-select">
        <select
          id={id}
          className="ui-input ui-target ui-native-select__control"
          value={locale}
          lang={bcp47(locale)}
          onChange={(event) => {
            const next = APP_LOCALES.find((candidate) => candidate === event.currentTarget.value);
            if (next !== undefined && next !== locale) onChange(next);
          }}
        >
          {APP_LOCALES.map((option) => (
            <option key={option} value={option} lang={bcp47(option)}>
              {LL.common.language[option]()}
            </option>
          ))}
        </select>
        <ChevronDownIcon />
      </div>
    </div>
  );
}
