import { queryOptions } from "@tanstack/react-query";
import type { Injector } from "@/application/di-token";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import { queryKeys } from "./query-keys";
import { orThrow } from "./remote-query";

/** Rows per page of the wallet history. */
export const TRANSACTIONS_PER_PAGE = 10;

/** SPEC §2 /wallet overview: one page of the transaction history, newest first. */
export const transactionsQuery = (injector: Injector, page: number) =>
  queryOptions({
    queryKey: queryKeys.wallet.transactions(page),
    queryFn: () => orThrow(injector.get(WALLET_TOKENS.walletTransactions).execute({ page, perPage: TRANSACTIONS_PER_PAGE })),
  });
