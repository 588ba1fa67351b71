import { Schema } from "effect";
import type { Addon } from "@/domain/cart/cart-item";
import { ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT, type CartItem } from "@/domain/cart/cart-item";
import type { CartItemOptions } from "@/domain/cart/cart-item-builder";
import { parseDraws } from "@/domain/cart/cart-pricing";

/** The player's choices for a ticket besides its numbers (SPEC §3 Cart item: draws, add-ons, subscription). */
export interface TicketOptions {
  readonly draws: number;
  readonly addons: ReadonlyArray<Addon>;
  /** SPEC §3 is_recurring / activeWeekly: played every week until cancelled; else the next draw only. */
  readonly weekly: boolean;
}

/** A new ticket plays the next draw once, without add-ons: nothing recurring unless chosen. */
export const DEFAULT_TICKET_OPTIONS: TicketOptions = { draws: 1, addons: [], weekly: false };

/** The SPEC gives no upper bound for draws; the game page offers up to ten (docs/play.md). */
export const MAX_DRAWS = 10;

export const ADDONS: ReadonlyArray<Addon> = [ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT];

/** Add or remove one add-on, keeping the catalogue order. */
export const withAddon = (value: TicketOptions, addon: Addon, chosen: boolean): TicketOptions => ({
  ...value,
  addons: ADDONS.filter((candidate) => (candidate === addon ? chosen : value.addons.includes(candidate))),
});

/** SPEC §3: draws is a whole number of at least 1 (the domain's own reading of the field), at most MAX_DRAWS. */
export const withDraws = (value: TicketOptions, draws: number): TicketOptions => ({
  ...value,
  draws: Math.min(MAX_DRAWS, parseDraws(Number.isFinite(draws) ? Math.round(draws) : 1)),
});

/** The options as the cart item builder takes them. */
export const toCartItemOptions = (value: TicketOptions, id: string, name?: string): CartItemOptions => ({
  id,
  draws: value.draws,
  addons: value.addons,
  isRecurring: value.weekly,
  activeWeekly: value.weekly,
  activeNextDraw: !value.weekly,
  ...(name === undefined ? {} : { name }),
});

/** Editing a cart item (SPEC §2 cart → game page): its options come back as they were chosen. */
export const optionsFromCartItem = (item: CartItem): TicketOptions => ({
  draws: item.draws,
  addons: ADDONS.filter((addon) => item.addons.includes(addon)),
  weekly: item.activeWeekly,
});

/**
 * The options as kept in local storage with the ticket list (ARCHITECTURE §3.6: decoded on read).
 * Stored values pass through the same rules as the player's choices: a draws count out of range or
 * an unknown add-on cannot come back from storage.
 */
export const StoredTicketOptions = Schema.Struct({
  draws: Schema.Number,
  addons: Schema.Array(Schema.String),
  weekly: Schema.Boolean,
});

/** The stored options under the rules above (draws 1 to MAX_DRAWS, known add-ons only). */
export const ticketOptionsFromStored = (stored: typeof StoredTicketOptions.Type): TicketOptions => ({
  ...withDraws(DEFAULT_TICKET_OPTIONS, stored.draws),
  addons: ADDONS.filter((addon) => stored.addons.includes(addon)),
  weekly: stored.weekly,
});
