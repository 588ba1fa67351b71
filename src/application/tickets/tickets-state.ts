import { Schema } from "effect";
import type { CartItems } from "@/domain/cart/cart-item";
import {
  DEFAULT_TICKET_OPTIONS,
  StoredTicketOptions,
  ticketOptionsFromStored,
  type TicketOptions,
} from "@/domain/cart/ticket-options";
import { StoredTicketList, type TicketList } from "@/domain/ticket/ticket-list";
import type { TicketRules } from "@/domain/ticket/ticket-rules";

/**
 * SPEC §4 Ticket list of the game page, with the rules of its game (clearing and resetting the
 * list need them, SPEC §4 Startup) and the ticket's draws, add-ons and subscription as chosen so
 * far: kept with the numbers, so leaving the page, a reload or a cart line's edit loses neither.
 */
export interface TicketsState {
  readonly gameSlug: string;
  readonly rules: TicketRules;
  readonly list: TicketList;
  readonly options: TicketOptions;
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

/**
 * The ticket list as kept in local storage (ARCHITECTURE §3.6: decoded on read). A list kept
 * before the options were kept with it has none: it comes back with the defaults.
 */
export const StoredTickets = Schema.Struct({
  gameSlug: Schema.String,
  rules: TicketRulesSchema,
  list: StoredTicketList,
  options: Schema.optionalKey(StoredTicketOptions),
});

/** The lists put aside while a cart line is edited, one per game, as kept in local storage. */
export const StoredTicketsAside = Schema.Array(StoredTickets);

/** The stored list as the state holds it, its options under the game page's rules. */
export const toTicketsState = ({ options, ...stored }: typeof StoredTickets.Type): TicketsState => ({
  ...stored,
  options: options === undefined ? DEFAULT_TICKET_OPTIONS : ticketOptionsFromStored(options),
});

/**
 * The list is a cart line being edited: its idBlock is in the cart (adding it replaces that line).
 * Any other list is the player's work in progress.
 */
export const isCartLineEdit = (tickets: TicketsState, items: CartItems): boolean =>
  items.some((item) => item.idBlock === tickets.list.idBlock);
