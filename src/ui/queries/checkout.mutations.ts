import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import { Result } from "effect";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import type { Injector } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { fromArea } from "./area-use-case";
import { mutationKeys, queryKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/**
 * SPEC §1/§7 Pay: PayCheckoutUseCase transacts once (a second submit joins the first; the
 * idempotency key is kept until a definitive answer). Paid: the wallet's history has a new line and
 * the weekly count moved, so both are read again when next shown.
 */
export const payMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.checkout.pay,
    mutationFn: async () => (await fromArea(injector, "checkout", CHECKOUT_TOKENS.payCheckout)).execute(),
    onSuccess: (answer, _none, _onMutate, { client }) => (Result.isSuccess(answer) ? paid(client) : undefined),
  });

const paid = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.wallet.all }),
    client.invalidateQueries({ queryKey: queryKeys.checkout.weeklyLimit, refetchType: "none" }),
  ]);

/** SPEC §4/§5/§8 voucher: the use case checks the code, redeems and refreshes the balance. */
export const redeemVoucherMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.checkout.redeemVoucher,
    mutationFn: async (input: InputOf<typeof CHECKOUT_TOKENS.redeemVoucher>) =>
      (await fromArea(injector, "checkout", CHECKOUT_TOKENS.redeemVoucher)).execute(input),
  });

/** SPEC §4: the voucher comes off the cart (the visit's state and its stored copy). */
export const removeVoucherMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.checkout.removeVoucher,
    mutationFn: async () => (await fromArea(injector, "checkout", CHECKOUT_TOKENS.removeVoucher)).execute(),
  });

/** SPEC §4: a cart line goes (the last one takes the voucher with it); saved when signed in. */
export const removeCartItemMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.checkout.removeCartItem,
    mutationFn: (input: InputOf<typeof TOKENS.removeCartItem>) => injector.get(TOKENS.removeCartItem).execute(input),
  });

/** SPEC §4/§7: the player's "Try again" for a cart not saved yet. */
export const syncCartMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.checkout.syncCart,
    mutationFn: () => injector.get(TOKENS.syncCart).execute(),
  });
