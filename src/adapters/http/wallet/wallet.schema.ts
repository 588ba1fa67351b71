import { Schema } from "effect";
import { DateTimeDto, MoneyDto, PAGE_OF_ITEMS, withData } from "@/adapters/http/envelope.schema";

/**
 * openapi/lotto-api.yaml WalletTransaction; `amount` is signed (MoneyDto allows that, the OpenAPI
 * Money does not). A `type` or `status` the shop does not know yet still reads (the mapper names it
 * `other`): a server that adds a kind of movement does not make the history, or the answer to a
 * money move just made, unreadable.
 */
export const WalletTransactionDto = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  amount: MoneyDto,
  balance_after: MoneyDto,
  description: Schema.String,
  status: Schema.String,
  created_at: DateTimeDto,
});
export type WalletTransactionDto = typeof WalletTransactionDto.Type;

/** A page of the history; each movement is read on its own (openapi-wallet.ts). */
export const WalletTransactionsResponse = withData(Schema.Struct(PAGE_OF_ITEMS));

export const WalletOperationResponse = withData(Schema.Struct({ transaction: WalletTransactionDto, balance: MoneyDto }));
export type WalletOperationDto = (typeof WalletOperationResponse.Type)["data"];
