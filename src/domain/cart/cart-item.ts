import { Effect, Schema } from "effect";
import { MajorAmount } from "@/domain/money/money";
import { EventId } from "@/domain/game/game";
import { NumberList } from "@/domain/ticket/ticket-entry";

/** SPEC §3 Cart item add-ons, as stored in `addons`. */
export const ADDON_DOUBLE_JACKPOT = "double_jackpot";
export const ADDON_SECURE_JACKPOT = "secure_jackpot";
export const Addon = Schema.Literals([ADDON_DOUBLE_JACKPOT, ADDON_SECURE_JACKPOT]);
export type Addon = typeof Addon.Type;

/**
 * SPEC §3 Cart item: one ticket (a block of entries for one game) in the cart.
 * Amounts are AED major units as stored in cart_data; `amount` is the line price, `amountClone`
 * the price before any deduction, `amountDeducted` what the balance/voucher covered.
 * `draws` is text (default "1"), `is_recurring` is 0 or 1 (default 1), `estimatedJackpot`
 * defaults to 0. `bets` holds one number list per entry (all pools, main first). `valueDoub` is
 * 1 when the double jackpot add-on is chosen, else 0. `date` lists event ids of the chosen draws.
 */
export const CartItem = Schema.Struct({
  id: Schema.String,
  idBlock: Schema.String,
  gameId: Schema.Int,
  name: Schema.String,
  game_slug: Schema.String,
  event_id: EventId,
  amount: MajorAmount,
  amountClone: MajorAmount,
  date: Schema.Array(EventId),
  draws: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed("1"))),
  estimatedJackpot: MajorAmount.pipe(Schema.withDecodingDefaultKey(Effect.succeed(0))),
  double_jackpot_price: MajorAmount,
  secure_jackpot_price: MajorAmount,
  is_recurring: Schema.Literals([0, 1]).pipe(Schema.withDecodingDefaultKey(Effect.succeed<0 | 1>(1))),
  valueDoub: MajorAmount,
  amountDeducted: MajorAmount,
  bets: Schema.Array(NumberList),
  draw_date: Schema.String,
  activeWeekly: Schema.Boolean,
  activeNextDraw: Schema.Boolean,
  addons: Schema.Array(Schema.String),
});
export type CartItem = typeof CartItem.Type;

/** SPEC §3/§7: the cart as kept in storage and in the server's cart_data JSON text. */
export const CartItems = Schema.Array(CartItem);
export type CartItems = typeof CartItems.Type;
