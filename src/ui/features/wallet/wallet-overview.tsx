import { useSuspenseQuery } from "@tanstack/react-query";
import { startTransition, useState } from "react";
import { useContainer } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { transactionsQuery } from "@/ui/queries/wallet.queries";
import { useMountedLater } from "@/ui/queries/use-mounted-later";
import { Skeleton } from "@/ui/components/skeleton";
import { TransactionHistory } from "./transaction-history";

function History() {
  const [page, setPage] = useState(1);
  const { data } = useSuspenseQuery(transactionsQuery(useContainer(), page));
  // The table of money mounts in slices (useMountedLater); a transition keeps the page on screen
  // while the next one is read.
  const shown = useMountedLater(data);
  if (shown === null) return <Skeleton />;
  return <TransactionHistory page={shown} onPage={(next) => startTransition(() => setPage(next))} />;
}

/**
 * /wallet?step=1: the transaction history, page by page. The section is not a landmark of its
 * own: the table's scroller inside it is the region "Transaction history", and two landmarks of
 * one name would be two stops a screen reader cannot tell apart.
 */
export function WalletOverview() {
  const { LL } = useI18nContext();
  return (
    <section className="wallet-section">
      <h2 className="wallet-section__title">{LL.wallet.history.title()}</h2>
      <QueryBoundary>
        <History />
      </QueryBoundary>
    </section>
  );
}
