import { Fragment } from "react";
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

/**
 * An amount in the active language's format; bidi-isolated so it reads correctly inside Arabic text.
 * It may wrap only where the format has a space (between the currency and the figure: a `<wbr>`
 * after the no-break space, which then ends the first line instead of indenting the second), never
 * inside the figure (base.css, `.ui-money`): "AED 50,150,000.00" split after "50,1" reads as two
 * numbers.
 */
export function Money({ fils, currency, className }: MoneyProps) {
  const { locale } = useI18nContext();
  const text = formatMoney(fils, locale, currency);
  // Each piece: a run without spaces and the spaces after it ("AED\u00a0", "50.00").
  const [first = text, ...rest] = text.match(/[^\s\u00a0\u202f]+[\s\u00a0\u202f]*/g) ?? [];
  return (
    <bdi className={cx("ui-money", className)}>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
