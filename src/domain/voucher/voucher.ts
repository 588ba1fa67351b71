import { Schema } from "effect";
import { Fils, MajorAmount } from "@/domain/money/money";

/**
 * SPEC §3/§4 Voucher once redeemed: its code, whether it is a discount, and its amount in fils.
 * SPEC §1: a discount voucher's amount is not subtracted from what the player owes.
 * A schema, so the applied voucher can be kept in storage with the cart.
 */
export const AppliedVoucher = Schema.Struct({ code: Schema.String, isDiscount: Schema.Boolean, amount: Fils });
export type AppliedVoucher = typeof AppliedVoucher.Type;

/** The server's discount flag arrives as a boolean or as 0/1. */
export const DiscountFlag = Schema.Union([Schema.Boolean, Schema.Literals([0, 1])]);

/** SPEC §7 POST /api/voucher/used, status 200: data with message, discount, amount. */
export const VoucherSuccessBody = Schema.Struct({
  data: Schema.Struct({
    message: Schema.optionalKey(Schema.String),
    discount: DiscountFlag,
    // Bounded (MajorAmount), so an amount of 1e20 is no success rather than a RangeError in fils.
    amount: Schema.Union([MajorAmount, Schema.String]),
  }),
});
export type VoucherSuccessBody = typeof VoucherSuccessBody.Type;

/** SPEC §7 POST /api/voucher/used, other statuses: attempt_type, banned_until, message (all optional). */
export const VoucherFailureBody = Schema.Struct({
  attempt_type: Schema.optionalKey(Schema.NullOr(Schema.Union([Schema.Int, Schema.String]))),
  banned_until: Schema.optionalKey(Schema.NullOr(Schema.String)),
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type VoucherFailureBody = typeof VoucherFailureBody.Type;

/** SPEC §7 request body of POST /api/voucher/used. */
export interface VoucherRedeemRequest {
  readonly code: string;
  readonly discount: boolean;
}
