import type { Game } from "@/domain/game/game";
import { addFils, fromMajor, multiplyFils, ZERO, type Fils } from "@/domain/money/money";
import { ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT } from "@/domain/cart/cart-item";

export type GamePrices = Pick<Game, "price" | "double_jackpot_price" | "secure_jackpot_price">;

/** SPEC §3 draws is text (default "1"); anything that is not a whole number ≥ 1 counts as 1. */
export const parseDraws = (draws: string | number): number => {
  const value = typeof draws === "number" ? draws : Number(draws.trim());
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/**
 * One entry in one draw: the game price plus each chosen add-on's price. Unknown add-on names
 * cost nothing. (SPEC §3 names the prices; the formula is not shown, see docs/domain.md.)
 */
export const entryDrawPrice = (prices: GamePrices, addons: ReadonlyArray<string>): Fils => {
  const base = fromMajor(prices.price);
  const double = addons.includes(ADDON_DOUBLE_JACKPOT) ? fromMajor(prices.double_jackpot_price) : ZERO;
  const secure = addons.includes(ADDON_SECURE_JACKPOT) ? fromMajor(prices.secure_jackpot_price) : ZERO;
  return addFils(addFils(base, double), secure);
};

/** Line price of a cart item: entries × draws × (price + add-on prices), in fils. */
export const linePrice = (prices: GamePrices, entries: number, draws: number, addons: ReadonlyArray<string>): Fils =>
  multiplyFils(entryDrawPrice(prices, addons), Math.max(0, Math.floor(entries)) * parseDraws(draws));
