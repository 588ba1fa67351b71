import { type Fils, ZERO } from "@/domain/money/money";
import { Money } from "@/ui/components/money";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PayButton } from "./pay-button";
import { PaymentUnconfirmedNotice } from "./payment-unconfirmed-notice";
import type { WeeklyLimitStatus } from "./use-weekly-limit";
import { WeeklyLimitNotice, weeklyLimitBlockedReason } from "./weekly-limit-notice";

export interface SignedInPayProps {
  /** The cart has lines: the weekly limit and Pay; without, only a payment still to confirm. */
  readonly hasItems: boolean;
  readonly weeklyLimit: WeeklyLimitStatus;
  readonly onRecheckWeeklyLimit: () => void;
  /** A payment of this cart was sent and never answered for sure: "Check again" in place of Pay. */
  readonly unconfirmed: boolean;
  readonly paying: boolean;
  /** Why the last payment failed, in words. */
  readonly error: string | null;
  readonly onPay: () => void;
  /** The wallet balance; null while unknown. */
  readonly balance: Fils | null;
  readonly amountOwed: Fils;
}

/**
 * The checkout's Pay for a signed-in player (SPEC §6/§7): the weekly limit's notice, a payment
 * still to confirm, and the Pay bar with why it is off. A guest's checkout never runs it ("Sign in
 * to pay" instead), so it is a chunk of its own, loaded with a signed-in player's first view
 * (signed-in-pay-slot.tsx).
 */
export function SignedInPay({
  hasItems,
  weeklyLimit,
  onRecheckWeeklyLimit,
  unconfirmed,
  paying,
  error,
  onPay,
  balance,
  amountOwed,
}: SignedInPayProps) {
  const { LL } = useI18nContext();
  // Checking again is never blocked: it asks for the outcome of the payment already sent.
  const checkAgain = <PayButton onPay={onPay} isPending={paying} label={LL.checkout.unconfirmed.checkAgain()} error={error} />;
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
    (balance === null ? LL.checkout.payment.balanceUnknown() : amountOwed > ZERO ? LL.checkout.payment.payBlocked() : null);
  return (
    <>
      <WeeklyLimitNotice status={weeklyLimit} onRecheck={onRecheckWeeklyLimit} />
      {unconfirmed ? <PaymentUnconfirmedNotice /> : null}
      {/* One place for both buttons: the one pressed stays the one focused when it turns into "Check again". */}
      {unconfirmed ? (
        checkAgain
      ) : (
        <PayButton
          onPay={onPay}
          isPending={paying}
          blockedReason={blockedReason}
          error={error}
          amountOwed={<Money fils={amountOwed} />}
        />
      )}
    </>
  );
}
