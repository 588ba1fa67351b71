import { fromMajor, toMajor, type Fils } from "@/domain/money/money";
import type { Pagination, WalletOperation, WalletTransaction } from "@/application/ports/wallet.port";
import type { WalletOperationDto, WalletTransactionDto } from "@/adapters/http/wallet/wallet.schema";
import type { PaginationDto } from "@/adapters/http/envelope.schema";

export function toWalletTransaction(dto: WalletTransactionDto): WalletTransaction {
  return {
    id: dto.id,
    type: dto.type,
    amount: fromMajor(dto.amount),
    balanceAfter: fromMajor(dto.balance_after),
    description: dto.description,
    status: dto.status,
    createdAt: dto.created_at,
  };
}

export function toWalletOperation(dto: WalletOperationDto): WalletOperation {
  return { transaction: toWalletTransaction(dto.transaction), balance: fromMajor(dto.balance) };
}

export function toPagination(dto: typeof PaginationDto.Type): Pagination {
  return { page: dto.page, perPage: dto.per_page, total: dto.total, lastPage: dto.last_page };
}

/** Money goes to the API in AED major units with 2 decimals. */
export const toAmount = (amount: Fils): number => toMajor(amount);

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
