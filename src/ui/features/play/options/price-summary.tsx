import "../play.css";
import { memo, useId } from "react";
import { entryDrawPrice, type GamePrices, linePrice } from "@/domain/cart/cart-pricing";
import { formatMoney, formatNumber } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { AppLocale } from "@/ui/i18n/locale";
import type { TicketOptions } from "@/domain/cart/ticket-options";

export interface PriceSummaryProps {
  readonly prices: GamePrices;
  readonly entries: number;
  readonly options: TicketOptions;
}

/** The ticket's total as the page shows it (entries × draws × (price + add-ons)), formatted. */
export const ticketTotalText = (prices: GamePrices, entries: number, options: TicketOptions, locale: AppLocale): string =>
  formatMoney(linePrice(prices, entries, options.draws, options.addons), locale);

/**
 * The ticket's price as it is built: entries × draws × (price + add-on prices). Every figure comes
 * from the domain's pricing (docs/domain.md); the total is a polite live output, so a change of
 * entries, draws or add-ons is heard without moving focus.
 */
export const PriceSummary = memo(function PriceSummary({ prices, entries, options }: PriceSummaryProps) {
  const { LL, locale } = useI18nContext();
  const ids = useId();
  const unit = formatMoney(entryDrawPrice(prices, options.addons), locale);
  const total = ticketTotalText(prices, entries, options, locale);
  return (
    <section className="play-price" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{LL.play.price.heading()}</h2>
      <dl className="play-price__rows">
        <dt>{LL.play.price.entryPrice()}</dt>
        <dd>{unit}</dd>
        <dt>{LL.play.price.entries()}</dt>
        <dd>{formatNumber(entries, locale)}</dd>
        <dt>{LL.play.price.draws()}</dt>
        <dd>{formatNumber(options.draws, locale)}</dd>
        <dt className="play-price__total" id={`${ids}-total`}>
          {LL.play.price.total()}
        </dt>
        <dd>
          <span className="play-price__formula">{LL.play.price.formula({ entries, draws: options.draws, unit })}</span>{" "}
          <output
            className="play-price__total"
            aria-labelledby={`${ids}-total`}
            aria-live="polite"
            data-testid="play-price-total"
          >
            {total}
          </output>
        </dd>
      </dl>
    </section>
  );
});
