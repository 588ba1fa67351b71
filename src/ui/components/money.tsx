import { useI18nContext } from "@/ui/i18n/i18n-react";
import { formatMoney } from "@/ui/i18n/format";
import { cx } from "./class-names";

export interface MoneyProps {
  /** Integer minor units (the domain's Fils). */
  readonly fils: number;
  /** SPEC §1: the configured currency (shopCurrency) unless another is named. */
  readonly currency?: string;
  readonly className?: string;
}

/** An amount in the active language's format; bidi-isolated so it reads correctly inside Arabic text. */
export function Money({ fils, currency, className }: MoneyProps) {
  const { locale } = useI18nContext();
  return <bdi className={cx("ui-money", className)}>{formatMoney(fils, locale, currency)}</bdi>;
}
