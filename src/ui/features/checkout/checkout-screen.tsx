import { useMutation } from "@tanstack/react-query";
import { Result } from "effect";
import { useCallback, useEffect, useRef } from "react";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import { TOKENS } from "@/application/tokens";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { useContainer, useInjection, useSessionState } from "@/ui/di/container-context";
import { payMutation, redeemVoucherMutation, removeVoucherMutation } from "@/ui/queries/checkout.mutations";
import type { PaymentFailureReason } from "@/domain/payment/payment-failure-reason";
import { useCart } from "@/ui/features/checkout/cart/use-cart";
import { CheckoutView } from "./checkout-view";
import { useWeeklyLimit } from "./use-weekly-limit";
import { useSignInToRedeem, useVoucherParamUsed } from "./use-voucher-param";
import type { RedeemVoucher } from "./voucher-form";

export interface CheckoutScreenProps {
  readonly onEdit: (item: CartItem) => void;
  /** After paying: the receipt and the lines bought (the cart is empty by then), e.g. for /thank-you. */
  readonly onPaid: (receipt: PurchaseReceipt, items: ReadonlyArray<CartItem>) => void;
  readonly games?: ReadonlyArray<Game>;
  /** A refused or unanswered payment (the cart is kept), e.g. for /unsuccessful-payment. */
  readonly onFailed?: (reason: PaymentFailureReason) => void;
  /** The route's `?voucher=` (voucherSearch): filled in, redeemed once when signed in, taken off the address. */
  readonly voucher?: string | undefined;
}

/**
 * SPEC §2 /checkout over the container: the cart (useCart), voucher redeem/remove, and payment,
 * each a mutation over its use case (src/ui/queries/checkout.mutations.ts); a pending mutation
 * disables its button, and PayCheckoutUseCase itself joins a second submit to the first. The balance is read
 * again when the page opens (SPEC §7 GET /api/user/balance). A guest's voucher goes to sign-in with
 * the code in the returnUrl (`?voucher=`), and comes back to be redeemed once (use-voucher-param.ts).
 */
export function CheckoutScreen({ onEdit, onPaid, games, onFailed, voucher }: CheckoutScreenProps) {
  const cart = useCart();
  const isSignedIn = useSessionState((state) => state.user !== null);
  const bought = useRef<ReadonlyArray<CartItem>>([]);
  const injector = useContainer();
  const redeem = useMutation(redeemVoucherMutation(injector));
  const removeVoucher = useMutation(removeVoucherMutation(injector));
  const pay = useMutation(payMutation(injector));
  // The checkout area is loaded for a signed-in user's first view (the route's loader); a guest's
  // loads it with their first voucher (fromArea). Pay's own state is read only once it is there.
  const checkoutLoaded = isSignedIn && injector.get(TOKENS.areas).isLoaded("checkout");
  const payCheckout = checkoutLoaded ? injector.get(CHECKOUT_TOKENS.payCheckout) : undefined;
  const refreshBalance = useInjection(TOKENS.refreshBalance);
  // SPEC §7 GET /api/user/balance on arrival; a failed read leaves the balance unknown (SPEC §8: only
  // logged), and the signed-in Pay offers to read it again.
  const { mutate: readBalance, status: balanceRead } = useMutation({ mutationFn: () => refreshBalance.execute() });
  useEffect(() => readBalance(), [readBalance]);
  // Before the first read has been asked for (the first render), it is as good as on its way.
  const readingBalance = balanceRead === "idle" || balanceRead === "pending";
  // SPEC §6/§7: the weekly limit for what the cart would buy, checked on arrival and again on Pay.
  const weeklyLimit = useWeeklyLimit(cart.items);
  const { recheck } = weeklyLimit;

  // A payment of this very cart sent before (a reload, another tab) and never answered for sure;
  // read on every render, so a changed cart is a new purchase at once (a small read of local storage).
  const paymentUnconfirmed = payCheckout?.unconfirmed() ?? false;

  const signInToRedeem = useSignInToRedeem();
  const voucherParamUsed = useVoucherParamUsed();
  const { mutateAsync: redeemAsync } = redeem;
  const onRedeemVoucher = useCallback<RedeemVoucher>((code) => redeemAsync({ code }), [redeemAsync]);
  const { mutateAsync: payAsync } = pay;
  /** The cart is cleared once paid: the lines bought are kept for the thank-you page. */
  const onPay = useCallback(() => {
    // An empty cart pays (checks again) the purchase still unconfirmed: those are the lines bought.
    bought.current = cart.items.length > 0 ? cart.items : (payCheckout?.unconfirmedPurchase()?.items ?? []);
    return payAsync().then((result) => {
      // Pay's own check disagreed with (or could not confirm) the one shown: show the current answer.
      if (
        Result.isFailure(result) &&
        (result.failure._tag === "WeeklyLimitExceeded" || result.failure._tag === "WeeklyLimitUnchecked")
      )
        recheck();
      return result;
    });
  }, [cart.items, payAsync, payCheckout, recheck]);

  return (
    <CheckoutView
      {...cart}
      onEdit={onEdit}
      {...(games === undefined ? {} : { games })}
      onRedeemVoucher={onRedeemVoucher}
      redeeming={redeem.isPending}
      onRemoveVoucher={() => removeVoucher.mutate()}
      onPay={onPay}
      paying={pay.isPending}
      onPaid={(receipt) => onPaid(receipt, bought.current)}
      isSignedIn={isSignedIn}
      weeklyLimit={weeklyLimit.status}
      onRecheckWeeklyLimit={recheck}
      paymentUnconfirmed={paymentUnconfirmed}
      readingBalance={readingBalance}
      onReadBalance={() => readBalance()}
      onSignInToRedeem={signInToRedeem}
      voucherParam={voucher}
      onVoucherParamUsed={voucherParamUsed}
      {...(onFailed === undefined ? {} : { onFailed })}
    />
  );
}
