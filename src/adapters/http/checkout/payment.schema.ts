import { Schema } from "effect";
import { DateTimeDto, FlagDto, MoneyDto, Nullable, withData } from "@/adapters/http/envelope.schema";

/** openapi/lotto-api.yaml TransactResponse. */
export const TransactResponse = withData(
  Schema.Struct({
    transaction_id: Schema.String,
    tickets_purchased: Schema.Int,
    amount_paid: MoneyDto,
    voucher_amount: MoneyDto,
    balance: MoneyDto,
    created_at: DateTimeDto,
  }),
);
export type TransactDto = (typeof TransactResponse.Type)["data"];

/** openapi/lotto-api.yaml CertificateStatusResponse; `completed` as a boolean or 0/1. */
export const CertificateStatusResponse = withData(
  Schema.Struct({ code: Schema.String, completed: FlagDto, certificate_url: Nullable(Schema.String) }),
);
