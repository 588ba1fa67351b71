import { useCallback } from "react";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { useInjection } from "@/ui/di/container-context";

/**
 * SPEC §2 cart → game page, over EditCartItemUseCase: the line's bets become the game page's list
 * (the list the player was building is put aside until the edit ends). Returns the game to navigate
 * to, or null when the line's game is not on sale any more.
 */
export function useEditCartItem(games: ReadonlyArray<Game>): (item: CartItem) => Game | null {
  const editCartItem = useInjection(CHECKOUT_TOKENS.editCartItem);
  return useCallback((item: CartItem) => editCartItem.execute({ item, games }), [editCartItem, games]);
}
