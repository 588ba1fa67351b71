import { Schema } from "effect";
import { Fils } from "@/domain/money/money";

/**
 * SPEC §3/§4 Voucher once redeemed: its code, whether it is a discount, and its amount in fils.
 * SPEC §1: a discount voucher's amount is not subtracted from what the player owes.
 * A schema, so the applied voucher can be kept in storage with the cart.
 */
export const AppliedVoucher = Schema.Struct({ code: Schema.String, isDiscount: Schema.Boolean, amount: Fils });
export type AppliedVoucher = typeof AppliedVoucher.Type;

/** SPEC §7 POST /api/voucher/used: the code and whether it is asked for as a discount. */
export interface VoucherRedeemRequest {
  readonly code: string;
  readonly discount: boolean;
}
