import { Schema } from "effect";
import type { CartItems } from "@/domain/cart/cart-item";
import { StoredTicketList, type TicketList } from "@/domain/ticket/ticket-list";
import type { TicketRules } from "@/domain/ticket/ticket-rules";

/**
 * SPEC §4 Ticket list of the game page, with the rules of its game (clearing and resetting the
 * list need them, SPEC §4 Startup).
 */
export interface TicketsState {
  readonly gameSlug: string;
  readonly rules: TicketRules;
  readonly list: TicketList;
}

const TicketPoolSchema = Schema.Struct({
  kind: Schema.Literals(["main", "bonus"]),
  picks: Schema.Int,
  min: Schema.Int,
  max: Schema.Int,
});

const TicketRulesSchema = Schema.Struct({
  minNumber: Schema.Int,
  maxNumber: Schema.Int,
  minBalls: Schema.Int,
  maxEntries: Schema.Int,
  pools: Schema.NonEmptyArray(TicketPoolSchema),
});

/** The ticket list as kept in local storage (ARCHITECTURE §3.6: decoded on read). */
export const StoredTickets = Schema.Struct({ gameSlug: Schema.String, rules: TicketRulesSchema, list: StoredTicketList });

/** The lists put aside while a cart line is edited, one per game, as kept in local storage. */
export const StoredTicketsAside = Schema.Array(StoredTickets);

/** Compile-time check that the stored shape is the state's shape. */
export const toTicketsState = (stored: typeof StoredTickets.Type): TicketsState => stored;

/**
 * The list is a cart line being edited: its idBlock is in the cart (adding it replaces that line).
 * Any other list is the player's work in progress.
 */
export const isCartLineEdit = (tickets: TicketsState, items: CartItems): boolean =>
  items.some((item) => item.idBlock === tickets.list.idBlock);
