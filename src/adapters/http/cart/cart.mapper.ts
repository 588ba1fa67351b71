import { Schema, SchemaTransformation } from "effect";
import { parseDraws } from "@/domain/cart/cart-pricing";
import { CartItem } from "@/domain/cart/cart-item";
import type { CartState } from "@/domain/cart/cart-state";
import type { CurrencyExponent } from "@/domain/money/currency";
import { type Fils, majorToMinor, minorToMajor, ZERO } from "@/domain/money/money";
import { AppliedVoucher } from "@/domain/voucher/voucher";
import type { CartLines, CartSnapshot } from "@/application/ports/cart-repository.port";
import type { CartFormat } from "@/application/ports/cart-format.port";
import { CartItemDto } from "@/adapters/http/cart/cart.schema";
import { withData } from "@/adapters/http/envelope.schema";
import { readItems } from "@/adapters/http/read-each";

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

/** One SPEC §3 cart line's JSON ⇄ the domain's cart item, in minor units of a currency with `exponent` decimals. */
const cartItemJson = (exponent: CurrencyExponent) =>
  CartItemDto.pipe(
    Schema.decodeTo(
      Schema.toType(CartItem),
      SchemaTransformation.transform({
        decode: (dto: CartItemDto) => toCartItem(dto, exponent),
        encode: (item: CartItem) => toCartItemDto(item, exponent),
      }),
    ),
  );

/** {@link CartLines} as a schema's type side: the items the shop reads, and the JSON text of those it cannot. */
const CartLinesType = Schema.Struct({
  items: Schema.Array(Schema.toType(CartItem)),
  unreadableLines: Schema.Array(Schema.String),
});

/** Each line on its own (read-each.ts): one that reads is an item, one that does not is kept as its JSON text. */
function readLines(lines: ReadonlyArray<unknown>, exponent: CurrencyExponent): CartLines {
  const { read, left } = readItems(cartItemJson(exponent), lines);
  return { items: read, unreadableLines: left.map(({ item }) => JSON.stringify(item) ?? "null") };
}

/** The lines back to JSON: the items, then each line the shop cannot read, as it came. */
function writeLines(cart: CartLines, exponent: CurrencyExponent): ReadonlyArray<unknown> {
  const encodeItem = Schema.encodeSync(cartItemJson(exponent));
  return [...cart.items.map((item) => encodeItem(item)), ...cart.unreadableLines.map((text): unknown => JSON.parse(text))];
}

/**
 * The one mapper of the cart's lines: SPEC §3 JSON (the server's cart_data and local storage hold
 * the same array) ⇄ the domain's cart items. A line another app wrote in a shape this one cannot
 * read, or priced below zero, does not make the whole cart unreadable: it is kept aside as its JSON
 * text and written back after the items, as it came, so no save deletes it (docs/domain.md,
 * "Lines the shop cannot read").
 */
export const cartLinesJson = (exponent: CurrencyExponent) =>
  Schema.Array(Schema.Unknown).pipe(
    Schema.decodeTo(
      CartLinesType,
      SchemaTransformation.transform({
        decode: (lines: ReadonlyArray<unknown>) => readLines(lines, exponent),
        encode: (cart: CartLines): ReadonlyArray<unknown> => writeLines(cart, exponent),
      }),
    ),
  );

/**
 * SPEC §7 GET /api/carts answers `cart_data` (JSON text) and names no wrapper, so it is read at the
 * top level (`{"cart_data": "[]"}`, the SPEC's own wording) or inside the envelope's `data`.
 * Nothing else is read: `items`, `amount`, `status` and any other field may be there or not.
 * Malformed cart_data text is a decode failure.
 */
export const cartResponse = (exponent: CurrencyExponent) => {
  const cartData = Schema.Struct({ cart_data: Schema.fromJsonString(cartLinesJson(exponent)) });
  return Schema.Union([cartData, withData(cartData)]);
};

/** The decoded cart lines, wherever the answer put `cart_data`. */
export const cartLinesOf = (
  answer: { readonly cart_data: CartLines } | { readonly data: { readonly cart_data: CartLines } },
): CartLines => ("cart_data" in answer ? answer.cart_data : answer.data.cart_data);

/**
 * SPEC §7 POST /api/carts/save: `cart_data` (JSON text: the items, then any line the shop cannot
 * read, as it came), `items` (how many lines the shop prices) and `amount` (their total, in major
 * units of the configured currency). A line the shop cannot read is in neither count nor total.
 */
export function toCartSaveBody(
  cart: CartSnapshot,
  exponent: CurrencyExponent,
): { cart_data: string; items: number; amount: number } {
  const cartData = JSON.stringify(writeLines(cart, exponent));
  return { cart_data: cartData, items: cart.items.length, amount: minorToMajor(cart.amount, exponent) };
}

/**
 * The cart as the browser keeps it (local storage key `cart`, and the cart of a payment not yet
 * confirmed): `{ items, voucher }`, the items in the SPEC §3 JSON above and the applied voucher
 * `{ code, isDiscount, amount }` (amount in minor units). The format of earlier builds, unchanged:
 * a line the shop cannot read stays in `items`, after the others, as it came.
 */
export const cartFormat = (exponent: CurrencyExponent): CartFormat =>
  Schema.Struct({ items: Schema.Array(Schema.Unknown), voucher: Schema.NullOr(AppliedVoucher) }).pipe(
    Schema.decodeTo(
      Schema.Struct({ ...CartLinesType.fields, voucher: Schema.NullOr(Schema.toType(AppliedVoucher)) }),
      SchemaTransformation.transform({
        decode: ({ items, voucher }: { readonly items: ReadonlyArray<unknown>; readonly voucher: AppliedVoucher | null }) => ({
          ...readLines(items, exponent),
          voucher,
        }),
        encode: (cart: CartState) => ({ items: writeLines(cart, exponent), voucher: cart.voucher }),
      }),
    ),
  );
