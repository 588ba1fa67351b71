import { useCallback } from "react";
import { CHECKOUT_TOKENS } from "@/application/checkout/checkout.tokens";
import type { CartItem } from "@/domain/cart/cart-item";
import type { Game } from "@/domain/game/game";
import { useContainer } from "@/ui/di/container-context";
import { fromArea } from "@/ui/queries/area-use-case";

/**
 * SPEC §2 cart → game page, over EditCartItemUseCase: the line's bets become the game page's list
 * (the list the player was building is put aside until the edit ends). Answers the game to navigate
 * to, or null when the line's game is not on sale any more. The use case is the checkout area's,
 * which a guest's first view does not load: it is resolved on Edit (fromArea), not while rendering.
 */
export function useEditCartItem(games: ReadonlyArray<Game>): (item: CartItem) => Promise<Game | null> {
  const injector = useContainer();
  return useCallback(
    async (item: CartItem) => (await fromArea(injector, "checkout", CHECKOUT_TOKENS.editCartItem)).execute({ item, games }),
    [injector, games],
  );
}
