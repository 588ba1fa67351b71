import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useContainer } from "@/ui/di/container-context";
import { QueryStatus } from "@/ui/queries/query-status";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { transactionsQuery } from "@/ui/queries/wallet.queries";
import { TransactionHistory } from "./transaction-history";

/** /wallet?step=1: the transaction history, page by page. */
export function WalletOverview() {
  const { LL } = useI18nContext();
  const injector = useContainer();
  const [page, setPage] = useState(1);
  const history = useQuery(transactionsQuery(injector, page));
  return (
    <section className="wallet-section" aria-labelledby="wallet-history">
      <h2 id="wallet-history" className="wallet-section__title">
        {LL.wallet.history.title()}
      </h2>
      <QueryStatus query={history}>{(data) => <TransactionHistory page={data} onPage={setPage} />}</QueryStatus>
    </section>
  );
}
