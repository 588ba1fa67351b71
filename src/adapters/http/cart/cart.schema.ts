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
  amount: Schema.Finite,
  bets: Schema.Array(Schema.Array(Schema.Int)),
  amountClone: optional(Schema.Finite),
  date: optional(Schema.Array(Schema.Int)),
  draws: optional(Schema.Union([Schema.String, Schema.Number])),
  estimatedJackpot: optional(Schema.Finite),
  double_jackpot_price: optional(Schema.Finite),
  secure_jackpot_price: optional(Schema.Finite),
  is_recurring: optional(Schema.Union([Schema.Number, Schema.Boolean])),
  valueDoub: optional(Schema.Union([Schema.Boolean, Schema.Finite])),
  amountDeducted: optional(Schema.Finite),
  draw_date: optional(Schema.String),
  activeWeekly: optional(Schema.Boolean),
  activeNextDraw: optional(Schema.Boolean),
  addons: optional(Schema.Array(Schema.String)),
});
export type CartItemDto = typeof CartItemDto.Type;

/** SPEC §7 GET /api/carts: `cart_data` is JSON text; malformed text is a decode failure. */
export const CartResponse = withData(
  Schema.Struct({
    cart_data: Schema.fromJsonString(Schema.Array(CartItemDto)),
    items: Schema.optionalKey(Schema.Int),
    amount: Schema.optionalKey(MoneyDto),
  }),
);
