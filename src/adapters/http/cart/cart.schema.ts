import { Schema } from "effect";
import { MoneyDto, PriceDto } from "@/adapters/http/envelope.schema";

const Id = Schema.Union([Schema.String, Schema.Number]);
const optional = Schema.optionalKey;

/**
 * openapi/lotto-api.yaml CartItem, one element of the `cart_data` JSON text. The server keeps the
 * text verbatim and other clients (the mobile app) write it too, so only the fields every writer
 * sends are required; the rest default in cart.mapper.ts. A line that does not read (another shape,
 * a price below zero) is kept aside as it came, by cart.mapper.ts's `cartLinesJson`. The fields are
 * in the order the shop has always written them, so the JSON text it saves is the same as before
 * (the Pact contract holds it).
 */
export const CartItemDto = Schema.Struct({
  id: Id,
  idBlock: Id,
  gameId: Schema.Int,
  name: Schema.String,
  game_slug: Schema.String,
  event_id: Schema.Int,
  amount: PriceDto,
  amountClone: optional(MoneyDto),
  date: optional(Schema.Array(Schema.Int)),
  draws: optional(Schema.Union([Schema.String, Schema.Number])),
  estimatedJackpot: optional(MoneyDto),
  double_jackpot_price: optional(MoneyDto),
  secure_jackpot_price: optional(MoneyDto),
  is_recurring: optional(Schema.Union([Schema.Number, Schema.Boolean])),
  valueDoub: optional(Schema.Union([Schema.Boolean, Schema.Finite])),
  amountDeducted: optional(MoneyDto),
  bets: Schema.Array(Schema.Array(Schema.Int)),
  draw_date: optional(Schema.String),
  activeWeekly: optional(Schema.Boolean),
  activeNextDraw: optional(Schema.Boolean),
  addons: optional(Schema.Array(Schema.String)),
});
export type CartItemDto = typeof CartItemDto.Type;
