/* eslint-disable jsx-a11y-x/no-redundant-roles, jsx-a11y-x/no-interactive-element-to-noninteractive-role --
   explicit table roles on purpose: see TableRegion (components/table.tsx). */
import "./wallet.css";
import { phonesWhole } from "@/ui/components/phones-whole";
import type { WalletHistoryPage } from "@/application/ports/wallet.port";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { DateTime } from "@/ui/components/date-time";
import { Link } from "@/ui/components/link";
import { Money } from "@/ui/components/money";
import { TableHead, TableRegion } from "@/ui/components/table";
import { Pager } from "@/ui/components/pager";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useCallback, useRef } from "react";

export interface TransactionHistoryProps {
  readonly page: WalletHistoryPage;
  readonly onPage: (page: number) => void;
}

/**
 * SPEC §2 /wallet overview: the paged history as a table; every amount through the money type. The
 * movements of the page that could not be read are counted after the table, with the way to ask
 * about them (docs/api-design.md, wallet history).
 */
export function TransactionHistory({ page, onPage }: TransactionHistoryProps) {
  const { LL } = useI18nContext();
  const params = useLocaleParams();
  const h = LL.wallet.history;
  const region = useRef<HTMLDivElement>(null);
  const listStart = useCallback(() => region.current, []);
  if (page.items.length === 0 && page.unreadable === 0) return <p>{h.empty()}</p>;
  const unreadable =
    page.unreadable === 0 ? null : (
      <p className="wallet-unreadable">
        {h.unreadable({ count: page.unreadable })}{" "}
        <Link to="/{-$locale}/contact-us" params={params}>
          {LL.layout.nav.contactUs()}
        </Link>
      </p>
    );
  return (
    <>
      {page.items.length > 0 && (
        <TableRegion label={h.title()} ref={region}>
          {/* Stacked cards on a phone, a table from 640 px up; the roles keep it a table
              (components/table.tsx). */}
          <table className="ui-table ui-table--stacked" role="table">
            <caption className="ui-visually-hidden">{h.caption()}</caption>
            <TableHead columns={[h.date(), h.description(), h.type(), h.amount(), h.status(), h.balanceAfter()]} />
            <tbody role="rowgroup">
              {page.items.map((row) => (
                <tr key={row.id} role="row">
                  <td role="cell" data-label={h.date()}>
                    <DateTime value={new Date(row.createdAt)} />
                  </td>
                  <td role="cell" data-label={h.description()}>
                    <bdi>{phonesWhole(row.description)}</bdi>
                  </td>
                  <td role="cell" data-label={h.type()}>
                    {LL.wallet.types[row.type]()}
                  </td>
                  <td
                    role="cell"
                    data-label={h.amount()}
                    className="wallet-amount"
                    data-direction={row.amount < 0 ? "out" : "in"}
                  >
                    <Money fils={row.amount} />
                  </td>
                  <td role="cell" data-label={h.status()}>
                    {LL.wallet.statuses[row.status]()}
                  </td>
                  <td role="cell" data-label={h.balanceAfter()} className="wallet-amount">
                    <Money fils={row.balanceAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {unreadable}
      <Pager
        page={page.pagination.page}
        lastPage={page.pagination.lastPage}
        onPage={onPage}
        label={h.title()}
        listStart={listStart}
      />
    </>
  );
}
