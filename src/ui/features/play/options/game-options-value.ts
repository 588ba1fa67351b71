import { ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT, type Addon, type CartItem } from "@/domain/cart/cart-item";
import type { CartItemOptions } from "@/domain/cart/cart-item-builder";
import { parseDraws } from "@/domain/cart/cart-pricing";

/** The player's choices besides the numbers (SPEC §3 Cart item: draws, add-ons, subscription). */
export interface GameOptionsValue {
  readonly draws: number;
  readonly addons: ReadonlyArray<Addon>;
  /** SPEC §3 is_recurring / activeWeekly: played every week until cancelled; else the next draw only. */
  readonly weekly: boolean;
}

/** A new ticket plays the next draw once, without add-ons: nothing recurring unless chosen. */
export const DEFAULT_GAME_OPTIONS: GameOptionsValue = { draws: 1, addons: [], weekly: false };

/** The SPEC gives no upper bound for draws; the field offers up to ten (docs/play.md). */
export const MAX_DRAWS = 10;

export const ADDONS: ReadonlyArray<Addon> = [ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT];

/** Add or remove one add-on, keeping the catalogue order. */
export const withAddon = (value: GameOptionsValue, addon: Addon, chosen: boolean): GameOptionsValue => ({
  ...value,
  addons: ADDONS.filter((candidate) => (candidate === addon ? chosen : value.addons.includes(candidate))),
});

/** SPEC §3: draws is a whole number of at least 1 (the domain's own reading of the field). */
export const withDraws = (value: GameOptionsValue, draws: number): GameOptionsValue => ({
  ...value,
  draws: Math.min(MAX_DRAWS, parseDraws(Number.isFinite(draws) ? Math.round(draws) : 1)),
});

/** The options as the domain's cart item builder takes them. */
export const toCartItemOptions = (value: GameOptionsValue, id: string, name?: string): CartItemOptions => ({
  id,
  draws: value.draws,
  addons: value.addons,
  isRecurring: value.weekly,
  activeWeekly: value.weekly,
  activeNextDraw: !value.weekly,
  ...(name === undefined ? {} : { name }),
});

/** Editing a cart item (SPEC §2 cart → game page): its options come back as they were chosen. */
export const optionsFromCartItem = (item: CartItem): GameOptionsValue => ({
  draws: item.draws,
  addons: ADDONS.filter((addon) => item.addons.includes(addon)),
  weekly: item.activeWeekly,
});
