import type { Game } from "@/domain/game/game";
import { fils, type Fils } from "@/domain/money/money";
import { ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT } from "@/domain/cart/cart-item";

export type GamePrices = Pick<Game, "price" | "doubleJackpotPrice" | "secureJackpotPrice">;

/** SPEC §3 draws (default 1): anything that is not a whole number ≥ 1 counts as 1. */
export const parseDraws = (draws: string | number): number => {
  const value = typeof draws === "number" ? draws : Number(draws.trim());
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/** One entry in one draw, in minor units: the game price plus each chosen add-on's price. */
export const entryDrawPrice = (prices: GamePrices, addons: ReadonlyArray<string>): Fils =>
  fils(
    prices.price +
      (addons.includes(ADDON_DOUBLE_JACKPOT) ? prices.doubleJackpotPrice : 0) +
      (addons.includes(ADDON_SECURE_JACKPOT) ? prices.secureJackpotPrice : 0),
  );

/** entries × draws, never below 0 entries nor 1 draw. */
const playCount = (entries: number, draws: number | string): number => Math.max(0, Math.floor(entries)) * parseDraws(draws);

/**
 * The line price in minor units: entries × draws × (price + add-on prices). The prices are whole
 * minor units (rounded once where the API's major units came in), so the product is exact and
 * never rounded again. Unknown add-on names cost nothing. (SPEC §3 names the prices; the formula is
 * not shown: docs/domain.md.)
 */
export const linePrice = (prices: GamePrices, entries: number, draws: number | string, addons: ReadonlyArray<string>): Fils =>
  fils(entryDrawPrice(prices, addons) * playCount(entries, draws));
