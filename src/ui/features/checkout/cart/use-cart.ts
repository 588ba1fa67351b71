import { useCallback } from "react";
import { useMutation } from "@tanstack/react-query";
import type { CartItem } from "@/domain/cart/cart-item";
import { useContainer, useSessionState } from "@/ui/di/container-context";
import { removeCartItemMutation, syncCartMutation } from "@/ui/queries/checkout.mutations";
import type { CartViewProps } from "./cart-view";

export type CartModel = Pick<
  CartViewProps,
  "items" | "voucher" | "balance" | "syncState" | "onRemove" | "onRetrySync" | "unreadableLines"
>;

/**
 * The cart as the application keeps it (visit state), with its two actions: remove a line
 * (RemoveCartItemUseCase; the last one clears the voucher, SPEC §4) and save again (SyncCartUseCase),
 * each a mutation over its use case.
 */
export function useCart(): CartModel {
  const cart = useSessionState((state) => state.cart);
  const balance = useSessionState((state) => state.balance);
  const syncState = useSessionState((state) => state.cartSync);
  const injector = useContainer();
  const { mutate: removeItem } = useMutation(removeCartItemMutation(injector));
  const { mutate: syncCart } = useMutation(syncCartMutation(injector));
  const onRemove = useCallback((item: CartItem) => removeItem({ idBlock: item.idBlock }), [removeItem]);
  const onRetrySync = useCallback(() => syncCart(), [syncCart]);
  const unreadableLines = cart.unreadableLines.length;
  return { items: cart.items, voucher: cart.voucher, balance, syncState, onRemove, onRetrySync, unreadableLines };
}
