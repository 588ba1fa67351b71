import { mutationOptions } from "@tanstack/react-query";
import type { Injector } from "@/application/di-token";
import { PLAY_TOKENS } from "@/application/tickets/play.tokens";
import { mutationKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/**
 * SPEC §3/§5 Add to cart: the game page's list becomes a cart line (or replaces the line it edits),
 * saved when signed in; invalid entries are flagged instead. The cart is the visit's state, not a query.
 */
export const addTicketToCartMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.play.addTicketToCart,
    mutationFn: (input: InputOf<typeof PLAY_TOKENS.addTicketToCart>) => injector.get(PLAY_TOKENS.addTicketToCart).execute(input),
  });
