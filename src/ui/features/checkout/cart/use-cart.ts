import { useCallback } from "react";
import { TOKENS } from "@/application/tokens";
import type { CartItem } from "@/domain/cart/cart-item";
import { useInjection, useSessionState } from "@/ui/di/container-context";
import type { CartViewProps } from "./cart-view";

export type CartModel = Pick<CartViewProps, "items" | "voucher" | "balance" | "syncState" | "onRemove" | "onRetrySync">;

/**
 * The cart as the application keeps it (visit state), with its two actions: remove a line
 * (RemoveCartItemUseCase; the last one clears the voucher, SPEC §4) and save again (SyncCartUseCase).
 */
export function useCart(): CartModel {
  const cart = useSessionState((state) => state.cart);
  const balance = useSessionState((state) => state.balance);
  const syncState = useSessionState((state) => state.cartSync);
  const removeItem = useInjection(TOKENS.removeCartItem);
  const syncCart = useInjection(TOKENS.syncCart);
  const onRemove = useCallback((item: CartItem) => void removeItem.execute({ idBlock: item.idBlock }), [removeItem]);
  const onRetrySync = useCallback(() => void syncCart.execute(), [syncCart]);
  return { items: cart.items, voucher: cart.voucher, balance, syncState, onRemove, onRetrySync };
}
