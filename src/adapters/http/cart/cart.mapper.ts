import { Schema, SchemaTransformation } from "effect";
import { parseDraws } from "@/domain/cart/cart-pricing";
import { CartItem, type CartItems } from "@/domain/cart/cart-item";
import type { CurrencyExponent } from "@/domain/money/currency";
import { type Fils, majorToMinor, minorToMajor, ZERO } from "@/domain/money/money";
import { AppliedVoucher } from "@/domain/voucher/voucher";
import type { CartSnapshot } from "@/application/ports/cart-repository.port";
import type { CartFormat } from "@/application/ports/cart-format.port";
import { CartItemDto } from "@/adapters/http/cart/cart.schema";
import { withData } from "@/adapters/http/envelope.schema";

const flag = (value: number | boolean | undefined, fallback: boolean): boolean =>
  value === undefined ? fallback : value === true || value === 1;

/**
 * SPEC §3 Cart item JSON → the domain's cart item, with SPEC §3's defaults (draws "1",
 * estimatedJackpot 0, is_recurring 1). Major amounts become minor units of the configured currency,
 * rounded half up once, here: a line another client wrote with more decimals than the currency has
 * is the whole-minor-unit amount the shop shows and totals.
 */
export function toCartItem(dto: CartItemDto, exponent: CurrencyExponent): CartItem {
  const minor = (major: number | undefined): Fils => (major === undefined ? ZERO : majorToMinor(major, exponent));
  return {
    id: String(dto.id),
    idBlock: String(dto.idBlock),
    gameId: dto.gameId,
    name: dto.name,
    gameSlug: dto.game_slug,
    eventId: dto.event_id,
    amount: minor(dto.amount),
    amountClone: minor(dto.amountClone ?? dto.amount),
    date: dto.date ?? [dto.event_id],
    draws: dto.draws === undefined ? 1 : parseDraws(dto.draws),
    estimatedJackpot: minor(dto.estimatedJackpot),
    doubleJackpotPrice: minor(dto.double_jackpot_price),
    secureJackpotPrice: minor(dto.secure_jackpot_price),
    isRecurring: flag(dto.is_recurring, true),
    doubleJackpot: flag(dto.valueDoub, false),
    amountDeducted: minor(dto.amountDeducted),
    bets: dto.bets,
    drawDate: dto.draw_date ?? "",
    activeWeekly: dto.activeWeekly ?? false,
    activeNextDraw: dto.activeNextDraw ?? false,
    addons: dto.addons ?? [],
  };
}

/** The domain's cart item → SPEC §3 Cart item JSON, every field written, as earlier builds wrote it. */
export function toCartItemDto(item: CartItem, exponent: CurrencyExponent): CartItemDto {
  const major = (minor: Fils): number => minorToMajor(minor, exponent);
  return {
    id: item.id,
    idBlock: item.idBlock,
    gameId: item.gameId,
    name: item.name,
    game_slug: item.gameSlug,
    event_id: item.eventId,
    amount: major(item.amount),
    amountClone: major(item.amountClone),
    date: [...item.date],
    draws: String(item.draws),
    estimatedJackpot: major(item.estimatedJackpot),
    double_jackpot_price: major(item.doubleJackpotPrice),
    secure_jackpot_price: major(item.secureJackpotPrice),
    is_recurring: item.isRecurring ? 1 : 0,
    valueDoub: item.doubleJackpot ? 1 : 0,
    amountDeducted: major(item.amountDeducted),
    bets: item.bets.map((bet) => [...bet]),
    draw_date: item.drawDate,
    activeWeekly: item.activeWeekly,
    activeNextDraw: item.activeNextDraw,
    addons: [...item.addons],
  };
}

/**
 * The one mapper of the cart's items: SPEC §3 JSON (the server's cart_data and local storage hold
 * the same) ⇄ the domain's cart items, in minor units of a currency with `exponent` decimals.
 */
export const cartItemsJson = (exponent: CurrencyExponent) =>
  Schema.Array(
    CartItemDto.pipe(
      Schema.decodeTo(
        Schema.toType(CartItem),
        SchemaTransformation.transform({
          decode: (dto: CartItemDto) => toCartItem(dto, exponent),
          encode: (item: CartItem) => toCartItemDto(item, exponent),
        }),
      ),
    ),
  );

/**
 * SPEC §7 GET /api/carts answers `cart_data` (JSON text) and names no wrapper, so it is read at the
 * top level (`{"cart_data": "[]"}`, the SPEC's own wording) or inside the envelope's `data`.
 * Nothing else is read: `items`, `amount`, `status` and any other field may be there or not.
 * Malformed cart_data text is a decode failure.
 */
export const cartResponse = (exponent: CurrencyExponent) => {
  const cartData = Schema.Struct({ cart_data: Schema.fromJsonString(cartItemsJson(exponent)) });
  return Schema.Union([cartData, withData(cartData)]);
};

/** The decoded cart items, wherever the answer put `cart_data`. */
export const cartItemsOf = (
  answer: { readonly cart_data: CartItems } | { readonly data: { readonly cart_data: CartItems } },
): CartItems => ("cart_data" in answer ? answer.cart_data : answer.data.cart_data);

/** SPEC §7 POST /api/carts/save: `cart_data` (JSON text), `items` (count) and `amount` (major units of the configured currency). */
export function toCartSaveBody(
  cart: CartSnapshot,
  exponent: CurrencyExponent,
): { cart_data: string; items: number; amount: number } {
  const cartData = Schema.encodeSync(cartItemsJson(exponent))(cart.items);
  return { cart_data: JSON.stringify(cartData), items: cart.items.length, amount: minorToMajor(cart.amount, exponent) };
}

/**
 * The cart as the browser keeps it (local storage key `cart`, and the cart of a payment not yet
 * confirmed): `{ items, voucher }`, the items in the SPEC §3 JSON above and the applied voucher
 * `{ code, isDiscount, amount }` (amount in minor units). The format of earlier builds, unchanged.
 */
export const cartFormat = (exponent: CurrencyExponent): CartFormat =>
  Schema.Struct({ items: cartItemsJson(exponent), voucher: Schema.NullOr(AppliedVoucher) });
