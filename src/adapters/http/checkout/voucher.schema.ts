import { Schema } from "effect";
import { MoneyDto, withData } from "@/adapters/http/envelope.schema";

/** SPEC §7 POST /api/voucher/used, status 200: data with message, discount, amount. */
export const VoucherResponse = withData(
  Schema.Struct({
    message: Schema.String,
    discount: Schema.Boolean,
    amount: MoneyDto,
    code: Schema.optionalKey(Schema.String),
  }),
);

/** SPEC §7, §8 otherwise: attempt_type, banned_until, message (openapi VoucherFailure). */
export const VoucherFailure = Schema.Struct({
  message: Schema.optionalKey(Schema.String),
  attempt_type: Schema.optionalKey(Schema.Int),
  banned_until: Schema.optionalKey(Schema.String),
});
