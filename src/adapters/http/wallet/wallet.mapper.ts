import type { CurrencyExponent } from "@/domain/money/currency";
import { majorToMinor, minorToMajor, type Fils } from "@/domain/money/money";
import {
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  type Pagination,
  type WalletOperation,
  type WalletTransaction,
} from "@/application/ports/wallet.port";
import type { WalletOperationDto, WalletTransactionDto } from "@/adapters/http/wallet/wallet.schema";
import type { PaginationDto } from "@/adapters/http/envelope.schema";

/** `value` when it is one of `known`, else `other`. */
const knownOr = <const K extends string>(known: ReadonlyArray<K>, value: string): K | "other" =>
  known.find((name) => name === value) ?? "other";

/** A history row; major amounts in minor units of the configured currency (`exponent` decimals). */
export function toWalletTransaction(dto: WalletTransactionDto, exponent: CurrencyExponent): WalletTransaction {
  return {
    id: dto.id,
    type: knownOr(WALLET_TRANSACTION_TYPES, dto.type),
    amount: majorToMinor(dto.amount, exponent),
    balanceAfter: majorToMinor(dto.balance_after, exponent),
    description: dto.description,
    status: knownOr(WALLET_TRANSACTION_STATUSES, dto.status),
    createdAt: dto.created_at,
  };
}

export function toWalletOperation(dto: WalletOperationDto, exponent: CurrencyExponent): WalletOperation {
  return { transaction: toWalletTransaction(dto.transaction, exponent), balance: majorToMinor(dto.balance, exponent) };
}

export function toPagination(dto: typeof PaginationDto.Type): Pagination {
  return { page: dto.page, perPage: dto.per_page, total: dto.total, lastPage: dto.last_page };
}

/** Money goes to the API in major units of the configured currency (2 decimals for AED). */
export const toAmount = (amount: Fils, exponent: CurrencyExponent): number => minorToMajor(amount, exponent);

/** `page` / `per_page` query parameters, only those given. */
export function toPageQuery(request: { readonly page?: number; readonly perPage?: number }): {
  page?: number;
  per_page?: number;
} {
  return {
    ...(request.page === undefined ? {} : { page: request.page }),
    ...(request.perPage === undefined ? {} : { per_page: request.perPage }),
  };
}
