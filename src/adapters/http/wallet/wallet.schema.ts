import { Schema } from "effect";
import { DateTimeDto, MoneyDto, PaginationDto, withData } from "@/adapters/http/envelope.schema";

/** openapi/lotto-api.yaml WalletTransaction; `amount` is signed (MoneyDto allows that, the OpenAPI Money does not). */
export const WalletTransactionDto = Schema.Struct({
  id: Schema.String,
  type: Schema.Literals([
    "deposit",
    "purchase",
    "voucher",
    "share_in",
    "share_out",
    "withdrawal",
    "bank_withdrawal",
    "prize",
    "certificate",
  ]),
  amount: MoneyDto,
  balance_after: MoneyDto,
  description: Schema.String,
  status: Schema.Literals(["completed", "pending", "failed"]),
  created_at: DateTimeDto,
});
export type WalletTransactionDto = typeof WalletTransactionDto.Type;

export const WalletTransactionsResponse = withData(
  Schema.Struct({ items: Schema.Array(WalletTransactionDto), pagination: PaginationDto }),
);

export const WalletOperationResponse = withData(Schema.Struct({ transaction: WalletTransactionDto, balance: MoneyDto }));
export type WalletOperationDto = (typeof WalletOperationResponse.Type)["data"];
