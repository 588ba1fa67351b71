import { Schema } from "effect";
import { Fils } from "@/domain/money/money";
import { EventId } from "@/domain/game/game";
import { NumberList } from "@/domain/ticket/ticket-entry";

/** SPEC §3 Cart item add-ons, as stored in `addons`. */
export const ADDON_DOUBLE_JACKPOT = "double_jackpot";
export const ADDON_SECURE_JACKPOT = "secure_jackpot";
export const Addon = Schema.Literals([ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT]);
export type Addon = typeof Addon.Type;

/**
 * SPEC §3 Cart item in the shop's own words: one ticket (a block of entries for one game) in the
 * cart. The stored and server JSON (game_slug, event_id, `draws` as text, `is_recurring` 0/1,
 * `valueDoub` 0/1, amounts in major units) is read and written by one mapper,
 * src/adapters/http/cart/cart.mapper.ts, which fills SPEC §3's defaults (draws 1, estimatedJackpot 0,
 * recurring). Amounts are integer minor units of the configured currency: `amount` is the line
 * price, `amountClone` the price before any deduction, `amountDeducted` what the balance or a
 * voucher covered. `bets` holds one number list per entry (all pools, main first). `doubleJackpot`
 * is SPEC §3's valueDoub. `date` lists event ids of the chosen draws; `draws` is a whole number ≥ 1.
 */
export const CartItem = Schema.Struct({
  id: Schema.String,
  idBlock: Schema.String,
  gameId: Schema.Int,
  name: Schema.String,
  gameSlug: Schema.String,
  eventId: EventId,
  amount: Fils,
  amountClone: Fils,
  date: Schema.Array(EventId),
  draws: Schema.Int,
  estimatedJackpot: Fils,
  doubleJackpotPrice: Fils,
  secureJackpotPrice: Fils,
  isRecurring: Schema.Boolean,
  doubleJackpot: Schema.Boolean,
  amountDeducted: Fils,
  bets: Schema.Array(NumberList),
  drawDate: Schema.String,
  activeWeekly: Schema.Boolean,
  activeNextDraw: Schema.Boolean,
  addons: Schema.Array(Schema.String),
});
export type CartItem = typeof CartItem.Type;

export type CartItems = ReadonlyArray<CartItem>;
