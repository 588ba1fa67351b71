import type { Game } from "@/domain/game/game";
import type { CurrencyExponent } from "@/domain/money/currency";
import { addExact, exactDecimal, exactToNumber, timesExact, type ExactDecimal } from "@/domain/money/exact-decimal";
import { majorToMinor, type Fils } from "@/domain/money/money";
import { ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT } from "@/domain/cart/cart-item";

export type GamePrices = Pick<Game, "price" | "double_jackpot_price" | "secure_jackpot_price">;

/** SPEC §3 draws is text (default "1"); anything that is not a whole number ≥ 1 counts as 1. */
export const parseDraws = (draws: string | number): number => {
  const value = typeof draws === "number" ? draws : Number(draws.trim());
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/** One entry in one draw, exactly, in major units: the game price plus each chosen add-on's price. */
const entryDrawExact = (prices: GamePrices, addons: ReadonlyArray<string>): ExactDecimal => {
  const double = addons.includes(ADDON_DOUBLE_JACKPOT) ? exactDecimal(prices.double_jackpot_price) : exactDecimal(0);
  const secure = addons.includes(ADDON_SECURE_JACKPOT) ? exactDecimal(prices.secure_jackpot_price) : exactDecimal(0);
  return addExact(addExact(exactDecimal(prices.price), double), secure);
};

/** entries × draws, never below 0 entries nor 1 draw. */
const playCount = (entries: number, draws: number | string): number => Math.max(0, Math.floor(entries)) * parseDraws(draws);

/**
 * The exact line amount in major units: entries × draws × (price + add-on prices), not rounded
 * (SPEC §1/§9 round the cart total once; docs/domain.md, "Cart total"). The cart stores it as
 * `amount`. Unknown add-on names cost nothing. (SPEC §3 names the prices; the formula is not shown.)
 */
export const lineAmount = (prices: GamePrices, entries: number, draws: number | string, addons: ReadonlyArray<string>): number =>
  exactToNumber(timesExact(entryDrawExact(prices, addons), playCount(entries, draws)));

/** One entry in one draw in minor units of a currency with `exponent` decimals (rounded half up once). */
export const entryDrawPrice = (prices: GamePrices, addons: ReadonlyArray<string>, exponent: CurrencyExponent): Fils =>
  majorToMinor(exactToNumber(entryDrawExact(prices, addons)), exponent);

/** The line price in minor units: {@link lineAmount} rounded half up once to the currency's decimals. */
export const linePrice = (
  prices: GamePrices,
  entries: number,
  draws: number,
  addons: ReadonlyArray<string>,
  exponent: CurrencyExponent,
): Fils => majorToMinor(lineAmount(prices, entries, draws, addons), exponent);
