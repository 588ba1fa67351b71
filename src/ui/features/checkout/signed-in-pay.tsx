import { Result } from "effect";
import { useCallback, useState } from "react";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { PayResult } from "@/application/checkout/pay-checkout.use-case";
import type { PaymentFailureReason } from "@/domain/payment/payment-failure-reason";
import { type Fils, ZERO } from "@/domain/money/money";
import { Button } from "@/ui/components/button";
import { Money } from "@/ui/components/money";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PayButton } from "./pay-button";
import { payFailureText, unsuccessfulPaymentReason } from "./pay-failure-text";
import { PaymentUnconfirmedNotice } from "./payment-unconfirmed-notice";
import type { WeeklyLimitStatus } from "./use-weekly-limit";
import { WeeklyLimitNotice, weeklyLimitBlockedReason } from "./weekly-limit-notice";

export interface SignedInPayProps {
  /** The cart has lines: the weekly limit and Pay; without, only a payment still to confirm. */
  readonly hasItems: boolean;
  readonly weeklyLimit: WeeklyLimitStatus;
  readonly onRecheckWeeklyLimit: () => void;
  /**
   * This cart was sent to pay and no definitive answer came (before a reload, or in another tab):
   * "Check again" in place of Pay (docs/play.md, "Paying once"). After an answer on this page, what
   * that answer said.
   */
  readonly paymentUnconfirmed: boolean;
  readonly paying: boolean;
  /** PayCheckoutUseCase.execute: one purchase, its receipt or why not. */
  readonly onPay: () => Promise<PayResult>;
  /** After a successful payment, e.g. go to /thank-you. */
  readonly onPaid: (receipt: PurchaseReceipt) => void;
  /** A refused or unanswered payment, e.g. go to /unsuccessful-payment; without it the reason shows here. */
  readonly onFailed?: ((reason: PaymentFailureReason) => void) | undefined;
  /** The wallet balance; null while unknown. */
  readonly balance: Fils | null;
  /** The balance is being read; null and not being read is a read that failed (SPEC §8: only logged). */
  readonly readingBalance: boolean;
  readonly onReadBalance: () => void;
  readonly amountOwed: Fils;
  /** What paying takes from the balance (the domain's orderSummary). */
  readonly fromBalance: Fils;
  /** A discount voucher is applied: the server takes it off when paying, so `fromBalance` is the most. */
  readonly discounted: boolean;
}

/**
 * The checkout's Pay for a signed-in player (SPEC §6/§7): the weekly limit's notice, a payment
 * still to confirm, the Pay bar with why it is off, and what a payment's answer means (the words
 * of a failure, the thank-you page, /unsuccessful-payment). A guest's checkout never runs it ("Sign
 * in to pay" instead), so it is a chunk of its own, loaded with a signed-in player's first view
 * (signed-in-pay-slot.tsx), with the failures' words.
 */
export function SignedInPay({
  hasItems,
  weeklyLimit,
  onRecheckWeeklyLimit,
  paymentUnconfirmed,
  paying,
  onPay,
  onPaid,
  onFailed,
  balance,
  readingBalance,
  onReadBalance,
  amountOwed,
  fromBalance,
  discounted,
}: SignedInPayProps) {
  const { LL } = useI18nContext();
  const [error, setError] = useState<string | null>(null);
  // null: as the stored attempt says (paymentUnconfirmed); after an answer on this page, what it said.
  const [unconfirmedHere, setUnconfirmed] = useState<boolean | null>(null);
  const unconfirmed = unconfirmedHere ?? paymentUnconfirmed;
  const pay = useCallback(async () => {
    setError(null);
    const result = await onPay();
    if (Result.isSuccess(result)) return onPaid(result.success);
    setUnconfirmed(result.failure._tag === "PaymentUnconfirmed");
    if (result.failure._tag === "PaymentUnconfirmed") return;
    const reason = unsuccessfulPaymentReason(result.failure);
    if (reason !== null && onFailed !== undefined) onFailed(reason);
    else setError(payFailureText(LL, result.failure));
  }, [LL, onFailed, onPaid, onPay]);
  // Checking again is never blocked: it asks for the outcome of the payment already sent.
  const checkAgain = (
    <PayButton onPay={() => void pay()} isPending={paying} label={LL.pay.unconfirmed.checkAgain()} error={error} />
  );
  if (!hasItems) {
    return unconfirmed ? (
      <>
        <PaymentUnconfirmedNotice />
        {checkAgain}
      </>
    ) : null;
  }
  const blockedReason =
    weeklyLimitBlockedReason(LL, weeklyLimit) ??
    (balance === null
      ? readingBalance
        ? LL.checkout.payment.balanceReading()
        : LL.checkout.payment.balanceUnread()
      : amountOwed > ZERO
        ? LL.checkout.payment.payBlocked()
        : null);
  // A balance that could not be read: Pay stays off (it is what Pay takes from), with a way to try again.
  const readAgain =
    balance === null && !readingBalance && !unconfirmed ? (
      <Button variant="secondary" onPress={onReadBalance}>
        {LL.checkout.payment.readBalance()}
      </Button>
    ) : null;
  return (
    <>
      <WeeklyLimitNotice status={weeklyLimit} onRecheck={onRecheckWeeklyLimit} />
      {unconfirmed ? <PaymentUnconfirmedNotice /> : null}
      {readAgain}
      {/* One place for both buttons: the one pressed stays the one focused when it turns into "Check again". */}
      {unconfirmed ? (
        checkAgain
      ) : (
        <PayButton
          onPay={() => void pay()}
          isPending={paying}
          blockedReason={blockedReason}
          error={error}
          // The balance covers the cart: what paying takes from it (the amount owed is then 0.00,
          // which said nothing of the payment). Short, or the balance unread: the amount owed.
          amount={
            balance !== null && amountOwed <= ZERO
              ? {
                  label: discounted ? LL.checkout.payment.fromBalanceAtMost() : LL.checkout.payment.fromBalance(),
                  value: <Money fils={fromBalance} />,
                }
              : { label: LL.cart.summary.amountOwed(), value: <Money fils={amountOwed} /> }
          }
        />
      )}
    </>
  );
}
