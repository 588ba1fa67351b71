import { Schema } from "effect";
import { MoneyDto, withData } from "@/adapters/http/envelope.schema";

const Id = Schema.Union([Schema.String, Schema.Number]);
const optional = Schema.optionalKey;

/**
 * openapi/lotto-api.yaml CartItem, one element of the `cart_data` JSON text. The server keeps the
 * text verbatim and other clients (the mobile app) write it too, so only the fields every writer
 * sends are required; the rest default in cart.mapper.ts.
 */
export const CartItemDto = Schema.Struct({
  id: Id,
  idBlock: Id,
  gameId: Schema.Int,
  name: Schema.String,
  game_slug: Schema.String,
  event_id: Schema.Int,
  amount: MoneyDto,
  bets: Schema.Array(Schema.Array(Schema.Int)),
  amountClone: optional(MoneyDto),
  date: optional(Schema.Array(Schema.Int)),
  draws: optional(Schema.Union([Schema.String, Schema.Number])),
  estimatedJackpot: optional(MoneyDto),
  double_jackpot_price: optional(MoneyDto),
  secure_jackpot_price: optional(MoneyDto),
  is_recurring: optional(Schema.Union([Schema.Number, Schema.Boolean])),
  valueDoub: optional(Schema.Union([Schema.Boolean, Schema.Finite])),
  amountDeducted: optional(MoneyDto),
  draw_date: optional(Schema.String),
  activeWeekly: optional(Schema.Boolean),
  activeNextDraw: optional(Schema.Boolean),
  addons: optional(Schema.Array(Schema.String)),
});
export type CartItemDto = typeof CartItemDto.Type;

/** SPEC §7 `cart_data`: JSON text of the cart items; malformed text is a decode failure. */
const CartData = Schema.fromJsonString(Schema.Array(CartItemDto));

/**
 * SPEC §7 GET /api/carts answers `cart_data` (JSON text) and names no wrapper, so it is read at the
 * top level (`{"cart_data": "[]"}`, the SPEC's own wording) or inside the envelope's `data`.
 * Nothing else is read: `items`, `amount`, `status` and any other field may be there or not.
 */
export const CartResponse = Schema.Union([
  Schema.Struct({ cart_data: CartData }),
  withData(Schema.Struct({ cart_data: CartData })),
]);
export type CartResponse = typeof CartResponse.Type;

/** The decoded cart items, wherever the answer put `cart_data`. */
export const cartItemsOf = (answer: CartResponse): ReadonlyArray<CartItemDto> =>
  "cart_data" in answer ? answer.cart_data : answer.data.cart_data;
