import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";

export interface LocaleProviderProps {
  /** A BCP-47 tag (see intlLocale): react-aria derives reading direction, number and date formats from it. */
  readonly locale: string;
  readonly children: ReactNode;
}

/** React-aria's locale for every component of the kit (AppI18nProvider renders it). */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
