import "./content.css";
import type { PrizeBreakdown } from "@/application/ports/game-catalog.port";
import { isolated } from "@/ui/components/bidi";
import { Money } from "@/ui/components/money";
import { formatDate, formatNumber } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { intlLocale } from "@/ui/i18n/locale";

/** SPEC §2 /prize-breakdown: one game's tiers — numbers matched, the prize (fixed or a share), winners. */
export function PrizeTable({ breakdown, gameName }: { readonly breakdown: PrizeBreakdown; readonly gameName: string }) {
  const { LL, locale } = useI18nContext();
  const p = LL.content.prizes;
  if (breakdown.tiers.length === 0) return <p>{p.empty()}</p>;
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 });
  return (
    <div className="content-stack">
      <p>{isolated((mark) => p.drawOf({ date: mark(formatDate(new Date(breakdown.drawDate), locale, "long")) }))}</p>
      <div className="content-table-scroll" tabIndex={0} role="region" aria-label={p.caption({ game: gameName })}>
        <table className="content-table">
          <caption>{isolated((mark) => p.caption({ game: mark(gameName) }))}</caption>
          <thead>
            <tr>
              <th scope="col">{p.tier()}</th>
              <th scope="col">{p.match()}</th>
              <th scope="col">{p.prize()}</th>
              <th scope="col">{p.winners()}</th>
            </tr>
          </thead>
          <tbody>
            {breakdown.tiers.map((tier) => (
              <tr key={tier.tier}>
                <th scope="row">{formatNumber(tier.tier, locale)}</th>
                <td>
                  {tier.matchBonus > 0
                    ? p.matchWithBonus({ main: tier.matchMain, bonus: tier.matchBonus })
                    : p.matchText({ main: tier.matchMain })}
                </td>
                <td>
                  {tier.prize.kind === "fixed" ? (
                    <Money fils={tier.prize.amount} />
                  ) : (
                    p.share({ percent: percent.format(tier.prize.percent / 100) })
                  )}
                </td>
                <td>{formatNumber(tier.winners, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
