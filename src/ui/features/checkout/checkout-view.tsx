import "./checkout.css";
import { Result } from "effect";
import { useCallback, useState } from "react";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import type { PayResult } from "@/application/checkout/pay-checkout.use-case";
import { orderSummary } from "@/domain/cart/order-summary";
import { ZERO } from "@/domain/money/money";
import { CartView, type CartViewProps } from "@/ui/features/cart/cart-view";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { PayButton } from "./pay-button";
import { payFailureText } from "./pay-failure-text";
import { PaymentMethod } from "./payment-method";
import { type RedeemVoucher, VoucherForm } from "./voucher-form";

export interface CheckoutViewProps extends Omit<CartViewProps, "footer" | "headingLevel"> {
  readonly onRedeemVoucher: RedeemVoucher;
  readonly onRemoveVoucher: () => void;
  /** PayCheckoutUseCase.execute: one purchase, its receipt or why not. */
  readonly onPay: () => Promise<PayResult>;
  /** After a successful payment, e.g. go to /thank-you. */
  readonly onPaid: (receipt: PurchaseReceipt) => void;
}

/** SPEC §2 /checkout: the cart, voucher, payment method and Pay, from props and callbacks. */
export function CheckoutView({ onRedeemVoucher, onRemoveVoucher, onPay, onPaid, ...cart }: CheckoutViewProps) {
  const { LL } = useI18nContext();
  const [error, setError] = useState<string | null>(null);
  const summary = orderSummary({ items: cart.items, balance: cart.balance ?? ZERO, voucher: cart.voucher });
  const blockedReason =
    cart.balance === null ? LL.checkout.payment.balanceUnknown() : summary.amountOwed > ZERO ? LL.checkout.payment.payBlocked() : null;

  const pay = useCallback(async () => {
    setError(null);
    const result = await onPay();
    if (Result.isSuccess(result)) onPaid(result.success);
    else setError(payFailureText(LL, result.failure));
  }, [LL, onPaid, onPay]);

  const hasItems = cart.items.length > 0;
  return (
    <div className="checkout-view">
      <h1>{LL.checkout.title()}</h1>
      <CartView
        {...cart}
        headingLevel={2}
        footer={
          hasItems ? (
            <>
              <VoucherForm applied={cart.voucher} onRedeem={onRedeemVoucher} onRemove={onRemoveVoucher} />
              <PaymentMethod balance={cart.balance} amountOwed={summary.amountOwed} />
              <PayButton onPay={pay} blockedReason={blockedReason} error={error} />
            </>
          ) : null
        }
      />
    </div>
  );
}
