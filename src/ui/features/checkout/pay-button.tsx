import "./checkout.css";
import { type ReactNode, useId } from "react";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { stickyEnd } from "@/ui/components/layout/sticky-inset";

export interface PayButtonProps {
  /** Starts the payment (the pay mutation); its result is the caller's to show. */
  readonly onPay: () => void;
  /** The payment is on its way (the mutation's isPending). */
  readonly isPending?: boolean;
  /** Why paying is not possible now (already translated), or null. */
  readonly blockedReason?: string | null;
  /** The last failure, already translated. */
  readonly error?: string | null;
  /**
   * An amount with its words (e.g. "From your balance" and a <Money>), beside the button in the
   * phone's bottom bar, so what paying means is in sight with it (issue 12); the order summary
   * above states every figure in full.
   */
  readonly amount?: { readonly label: string; readonly value: ReactNode };
  /** The button's words when it is not Pay (e.g. "Check again" for a payment not confirmed yet). */
  readonly label?: string;
}

/**
 * The Pay button. While the payment is on its way it is aria-disabled and aria-busy, keeps focus,
 * and ignores further presses (so a double press starts one mutation).
 */
export function PayButton({ onPay, isPending = false, blockedReason = null, error = null, amount, label }: PayButtonProps) {
  const { LL } = useI18nContext();
  const ids = useId();
  const describedBy = [blockedReason === null ? null : `${ids}-reason`, error === null ? null : `${ids}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="checkout-pay ui-bottom-bar" ref={stickyEnd}>
      {amount === undefined ? null : (
        <p className="checkout-pay__amount">
          <span className="checkout-pay__amount-label">{amount.label}</span> {amount.value}
        </p>
      )}
      <Button
        variant="primary"
        isPending={isPending}
        isDisabled={blockedReason !== null}
        onPress={() => {
          if (!isPending) onPay();
        }}
        {...(describedBy === "" ? {} : { "aria-describedby": describedBy })}
        aria-busy={isPending || undefined}
      >
        {label ?? LL.checkout.payment.pay()}
      </Button>
      {blockedReason === null ? null : (
        <p id={`${ids}-reason`} className="checkout-note">
          {blockedReason}
        </p>
      )}
      <div aria-live="assertive" className="checkout-error-slot">
        {error === null ? null : (
          <p id={`${ids}-error`} className="checkout-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
