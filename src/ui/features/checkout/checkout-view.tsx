import "./checkout.css";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { PayResult } from "@/application/checkout/pay-checkout.use-case";
import type { PaymentFailureReason } from "@/domain/payment/payment-failure-reason";
import { orderSummary } from "@/domain/cart/order-summary";
import { ZERO } from "@/domain/money/money";
import { CartView, type CartViewProps } from "@/ui/features/checkout/cart/cart-view";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PaymentMethod } from "./payment-method";
import { SignInToPay } from "./sign-in-to-pay";
import { SignedInPaySlot } from "./signed-in-pay-slot";
import { type RedeemVoucher, VoucherForm } from "./voucher-form";
import { NO_WEEKLY_LIMIT, type WeeklyLimitStatus } from "./use-weekly-limit";

export interface CheckoutViewProps extends Omit<CartViewProps, "footer" | "headingLevel"> {
  readonly onRedeemVoucher: RedeemVoucher;
  readonly onRemoveVoucher: () => void;
  /** PayCheckoutUseCase.execute: one purchase, its receipt or why not. */
  readonly onPay: () => Promise<PayResult>;
  /** The payment is on its way (the pay mutation's isPending): Pay is busy and ignores presses. */
  readonly paying?: boolean;
  /** A voucher redeem is on its way (its mutation's isPending). */
  readonly redeeming?: boolean;
  /** After a successful payment, e.g. go to /thank-you. */
  readonly onPaid: (receipt: PurchaseReceipt) => void;
  /** SPEC §6: a guest is offered the sign-in (returning here) instead of Pay. Default: signed in. */
  readonly isSignedIn?: boolean;
  /** A refused or unanswered payment, e.g. go to /unsuccessful-payment; without it the reason shows here. */
  readonly onFailed?: (reason: PaymentFailureReason) => void;
  /** SPEC §6/§7: the signed-in player's weekly limit for this cart (useWeeklyLimit). Default: nothing to show. */
  readonly weeklyLimit?: WeeklyLimitStatus;
  /** Signed in: the balance is being read (the page's own read on arrival, or "Read my balance again"). */
  readonly readingBalance?: boolean;
  /** Reads the balance again (SPEC §7 GET /api/user/balance), after a read that failed. */
  readonly onReadBalance?: () => void;
  /** "Check again" after a failed weekly limit check. */
  readonly onRecheckWeeklyLimit?: () => void;
  /**
   * This cart was sent to pay and no definitive answer came (e.g. before a reload, or in another
   * tab): the checkout opens saying it could not confirm the payment (docs/play.md, "Paying once").
   */
  readonly paymentUnconfirmed?: boolean;
  /** A guest's voucher: off to sign in with the code (SPEC §6; never redeemed as a guest). */
  readonly onSignInToRedeem?: (code: string) => void;
  /** `?voucher=`: the code to fill in (and, signed in, redeem once); then `onVoucherParamUsed`. */
  readonly voucherParam?: string | undefined;
  readonly onVoucherParamUsed?: () => void;
}

/** SPEC §2 /checkout: the cart, voucher, payment method and Pay, from props and callbacks. */
export function CheckoutView({
  onRedeemVoucher,
  onRemoveVoucher,
  onPay,
  paying = false,
  redeeming = false,
  onPaid,
  isSignedIn = true,
  onFailed,
  weeklyLimit = NO_WEEKLY_LIMIT,
  onRecheckWeeklyLimit = () => undefined,
  paymentUnconfirmed = false,
  readingBalance = false,
  onReadBalance = () => undefined,
  onSignInToRedeem,
  voucherParam,
  onVoucherParamUsed,
  ...cart
}: CheckoutViewProps) {
  const { LL } = useI18nContext();
  const summary = orderSummary({
    items: cart.items,
    balance: cart.balance ?? ZERO,
    voucher: cart.voucher,
  });

  const hasItems = cart.items.length > 0;
  // What a payment's answer means is the signed-in Pay's to say (signed-in-pay.tsx): a guest's
  // first view carries none of it.
  const payProps = {
    weeklyLimit,
    onRecheckWeeklyLimit,
    paymentUnconfirmed,
    paying,
    onPay,
    onPaid,
    onFailed,
    balance: cart.balance,
    readingBalance,
    onReadBalance,
    amountOwed: summary.amountOwed,
    fromBalance: summary.fromBalance,
    discounted: summary.voucherIsDiscount,
  };
  return (
    <div className="checkout-view">
      <h1>{LL.checkout.title()}</h1>
      <CartView
        {...cart}
        headingLevel={2}
        // What Pay sends is the cart on screen: no line changes under a payment on its way.
        locked={paying}
        footer={
          hasItems ? (
            <>
              <VoucherForm
                applied={cart.voucher}
                onRedeem={onRedeemVoucher}
                isPending={redeeming}
                onRemove={onRemoveVoucher}
                onSignInToRedeem={isSignedIn ? undefined : onSignInToRedeem}
                prefill={voucherParam}
                onPrefillUsed={onVoucherParamUsed}
              />
              <PaymentMethod balance={cart.balance} amountOwed={summary.amountOwed} isSignedIn={isSignedIn} />
              {isSignedIn ? <SignedInPaySlot hasItems {...payProps} /> : <SignInToPay />}
            </>
          ) : null
        }
      />
      {/* The cart is empty but a payment is unconfirmed (a reload read the cart the purchase emptied). */}
      {!hasItems && isSignedIn && paymentUnconfirmed ? <SignedInPaySlot hasItems={false} {...payProps} /> : null}
    </div>
  );
}
