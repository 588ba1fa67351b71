import { mutationOptions } from "@tanstack/react-query";
import type { Injector } from "@/application/di-token";
import { PLAY_TOKENS } from "@/application/tickets/play.tokens";
import { mutationKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/**
 * SPEC §3/§5 Add to cart: AddTicketToCartUseCase flags invalid entries, adds (or replaces the edited
 * line), starts a fresh list and saves the cart when signed in. The cart is the visit's state, not
 * a query, so nothing cached changes.
 */
export const addTicketToCartMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.play.addTicketToCart,
    mutationFn: (input: InputOf<typeof PLAY_TOKENS.addTicketToCart>) => injector.get(PLAY_TOKENS.addTicketToCart).execute(input),
  });
