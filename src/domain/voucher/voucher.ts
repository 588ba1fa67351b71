import { Schema } from "effect";
import type { CurrencyExponent } from "@/domain/money/currency";
import { Fils, minorToMajor } from "@/domain/money/money";

/**
 * SPEC §3/§4 Voucher once redeemed: its code, whether it is a discount, and its amount in fils.
 * SPEC §1: a discount voucher's amount is not subtracted from what the player owes.
 * A schema, so the applied voucher can be kept in storage with the cart.
 */
export const AppliedVoucher = Schema.Struct({ code: Schema.String, isDiscount: Schema.Boolean, amount: Fils });
export type AppliedVoucher = typeof AppliedVoucher.Type;

/**
 * A discount voucher's amount is a percentage of the price, which the server takes off at purchase
 * (docs/api-design.md, "Purchase"); it arrives as SPEC §7's `amount` and is kept as amounts are, in
 * minor units. This is the percentage itself: WELCOME20's 20, never "AED 20.00".
 */
export const discountPercent = (voucher: Pick<AppliedVoucher, "amount">, exponent: CurrencyExponent): number =>
  minorToMajor(voucher.amount, exponent);

/** SPEC §7 POST /api/voucher/used: the code and whether it is asked for as a discount. */
export interface VoucherRedeemRequest {
  readonly code: string;
  readonly discount: boolean;
}
