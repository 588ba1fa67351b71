import { ticketListFromCartItem } from "@/domain/cart/cart-to-tickets";
import type { CartItems } from "@/domain/cart/cart-item";
import type { IdGenerator } from "@/domain/ticket/ticket-list";
import { optionsFromCartItem } from "@/domain/cart/ticket-options";
import type { TicketsState } from "@/application/tickets/tickets-state";

/**
 * SPEC §4 login: the merged cart is "loaded into tickets". The game page's list is a cart line
 * being edited when its idBlock is in the cart; it then shows that line as merged, options too. A list not yet
 * in the cart is the player's work in progress and stays as it is.
 */
export const reloadTicketsFromCart = (tickets: TicketsState | null, items: CartItems, ids: IdGenerator): TicketsState | null => {
  if (tickets === null) return null;
  const line = items.find((item) => item.idBlock === tickets.list.idBlock);
  return line === undefined
    ? tickets
    : { ...tickets, list: ticketListFromCartItem(line, ids, tickets.rules), options: optionsFromCartItem(line) };
};
