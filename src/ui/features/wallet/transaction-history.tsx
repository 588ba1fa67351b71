import "./wallet.css";
import type { Page, WalletTransaction } from "@/application/ports/wallet.port";
import { DateTime } from "@/ui/components/date-time";
import { Money } from "@/ui/components/money";
import { Pager } from "@/ui/features/account/pager";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface TransactionHistoryProps {
  readonly page: Page<WalletTransaction>;
  readonly onPage: (page: number) => void;
}

/** SPEC §2 /wallet overview: the paged history as a table; every amount through the money type. */
export function TransactionHistory({ page, onPage }: TransactionHistoryProps) {
  const { LL } = useI18nContext();
  const h = LL.wallet.history;
  if (page.items.length === 0) return <p>{h.empty()}</p>;
  return (
    <>
      <div className="wallet-table-scroll" tabIndex={0} role="region" aria-label={h.title()}>
        <table className="wallet-table">
          <caption className="ui-visually-hidden">{h.caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{h.date()}</th>
              <th scope="col">{h.description()}</th>
              <th scope="col">{h.type()}</th>
              <th scope="col">{h.amount()}</th>
              <th scope="col">{h.status()}</th>
              <th scope="col">{h.balanceAfter()}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((row) => (
              <tr key={row.id}>
                <td>
                  <DateTime value={new Date(row.createdAt)} />
                </td>
                <td>{row.description}</td>
                <td>{LL.wallet.types[row.type]()}</td>
                <td className="wallet-table__amount" data-direction={row.amount < 0 ? "out" : "in"}>
                  <Money fils={row.amount} />
                </td>
                <td>{LL.wallet.statuses[row.status]()}</td>
                <td className="wallet-table__amount">
                  <Money fils={row.balanceAfter} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page.pagination.page} lastPage={page.pagination.lastPage} onPage={onPage} label={h.title()} />
    </>
  );
}
