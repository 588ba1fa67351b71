/* eslint-disable jsx-a11y-x/no-redundant-roles, jsx-a11y-x/no-interactive-element-to-noninteractive-role --
   explicit table roles on purpose: see TableRegion (components/table.tsx). */
import "./content.css";
import type { PrizeBreakdown } from "@/application/ports/game-catalog.port";
import { isolated } from "@/ui/components/bidi";
import { Money } from "@/ui/components/money";
import { TableHead, TableRegion } from "@/ui/components/table";
import { formatDate, formatNumber } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { intlLocale } from "@/ui/i18n/locale";

/** SPEC §2 /prize-breakdown: one game's tiers — numbers matched, the prize (fixed or a share), winners. */
export function PrizeTable({ breakdown, gameName }: { readonly breakdown: PrizeBreakdown; readonly gameName: string }) {
  const { LL, locale } = useI18nContext();
  const p = LL.content.prizes;
  if (breakdown.tiers.length === 0 && breakdown.unreadableTiers === 0) return <p>{p.empty()}</p>;
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 });
  const unreadable = breakdown.unreadableTiers === 0 ? null : <p>{p.unreadable({ count: breakdown.unreadableTiers })}</p>;
  if (breakdown.tiers.length === 0) return unreadable;
  return (
    <div className="content-stack">
      <p>{isolated((mark) => p.drawOf({ date: mark(formatDate(new Date(breakdown.drawDate), locale, "long")) }))}</p>
      <TableRegion label={p.caption({ game: gameName })}>
        {/* Stacked cards on a phone, a table from 640 px up; the roles keep it a table
            (components/table.tsx). */}
        <table className="ui-table ui-table--stacked" role="table">
          <caption>{isolated((mark) => p.caption({ game: mark(gameName) }))}</caption>
          <TableHead columns={[p.tier(), p.match(), p.prize(), p.winners()]} />
          <tbody role="rowgroup">
            {breakdown.tiers.map((tier) => (
              <tr key={tier.tier} role="row">
                <th scope="row" role="rowheader" data-label={p.tier()}>
                  {formatNumber(tier.tier, locale)}
                </th>
                <td role="cell" data-label={p.match()}>
                  {tier.matchBonus > 0
                    ? p.matchWithBonus({ main: tier.matchMain, bonus: tier.matchBonus })
                    : p.matchText({ main: tier.matchMain })}
                </td>
                <td role="cell" data-label={p.prize()}>
                  {tier.prize.kind === "fixed" ? (
                    <Money fils={tier.prize.amount} />
                  ) : (
                    p.share({ percent: percent.format(tier.prize.percent / 100) })
                  )}
                </td>
                <td role="cell" data-label={p.winners()}>
                  {formatNumber(tier.winners, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {unreadable}
    </div>
  );
}
