import { maxFils, minFils, subtractFils, ZERO, type Fils } from "@/domain/money/money";
import type { CartItem } from "@/domain/cart/cart-item";
import { cartTotal } from "@/domain/cart/cart-total";
import type { AppliedVoucher } from "@/domain/voucher/voucher";

/** The figures of the shopping cart's order summary (SPEC §2), all in fils. */
export interface OrderSummary {
  readonly total: Fils;
  readonly balance: Fils;
  readonly voucherAmount: Fils;
  readonly voucherIsDiscount: boolean;
  /**
   * What the voucher takes off the amount owed: its amount, never more than the total (the server
   * takes no more off the price), or 0 for a discount voucher.
   */
  readonly voucherDeduction: Fils;
  readonly amountOwed: Fils;
  /**
   * What paying takes from the balance: the total less the voucher's deduction, or the whole
   * balance when that is less (and then `amountOwed` is the rest, so the two add up to the total
   * less the deduction). With a discount voucher it is the price before the discount, which the
   * server takes off when paying: the most the balance will give.
   */
  readonly fromBalance: Fils;
}

/**
 * SPEC §1: amount owed = cart total − balance − voucher amount, where a discount voucher is not
 * subtracted; never below 0. A negative balance is treated as 0 (it never adds to what is owed).
 */
export const amountOwed = (total: Fils, balance: Fils, voucherDeduction: Fils): Fils =>
  maxFils(ZERO, subtractFils(subtractFils(total, maxFils(ZERO, balance)), maxFils(ZERO, voucherDeduction)));

export const orderSummary = (input: {
  readonly items: ReadonlyArray<Pick<CartItem, "amount">>;
  readonly balance: Fils;
  readonly voucher: AppliedVoucher | null;
}): OrderSummary => {
  const total = cartTotal(input.items);
  const voucherAmount = input.voucher?.amount ?? ZERO;
  const voucherIsDiscount = input.voucher?.isDiscount ?? false;
  const voucherDeduction = voucherIsDiscount ? ZERO : minFils(maxFils(ZERO, voucherAmount), total);
  const balance = maxFils(ZERO, input.balance);
  return {
    total,
    balance: input.balance,
    voucherAmount,
    voucherIsDiscount,
    voucherDeduction,
    amountOwed: amountOwed(total, input.balance, voucherDeduction),
    fromBalance: minFils(balance, subtractFils(total, voucherDeduction)),
  };
};
