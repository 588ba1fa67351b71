import type { CartItem, CartItems } from "@/domain/cart/cart-item";
import type { CurrencyExponent } from "@/domain/money/currency";
import { minorToMajor } from "@/domain/money/money";
import type { CartSnapshot } from "@/application/ports/cart-repository.port";
import type { CartItemDto } from "@/adapters/http/cart/cart.schema";

const toFlag = (value: number | boolean | undefined, fallback: 0 | 1): 0 | 1 =>
  value === undefined ? fallback : value === true || value === 1 ? 1 : 0;

/** SPEC §3 Cart item with its defaults: draws "1", estimatedJackpot 0, is_recurring 1. */
export function toCartItem(dto: CartItemDto): CartItem {
  return {
    id: String(dto.id),
    idBlock: String(dto.idBlock),
    gameId: dto.gameId,
    name: dto.name,
    game_slug: dto.game_slug,
    event_id: dto.event_id,
    amount: dto.amount,
    amountClone: dto.amountClone ?? dto.amount,
    date: dto.date ?? [dto.event_id],
    draws: dto.draws === undefined ? "1" : String(dto.draws),
    estimatedJackpot: dto.estimatedJackpot ?? 0,
    double_jackpot_price: dto.double_jackpot_price ?? 0,
    secure_jackpot_price: dto.secure_jackpot_price ?? 0,
    is_recurring: toFlag(dto.is_recurring, 1),
    valueDoub: toFlag(dto.valueDoub, 0),
    amountDeducted: dto.amountDeducted ?? 0,
    bets: dto.bets,
    draw_date: dto.draw_date ?? "",
    activeWeekly: dto.activeWeekly ?? false,
    activeNextDraw: dto.activeNextDraw ?? false,
    addons: dto.addons ?? [],
  };
}

/** SPEC §7 POST /api/carts/save: `cart_data` (JSON text), `items` (count) and `amount` (major units of the configured currency). */
export function toCartSaveBody(
  cart: CartSnapshot,
  exponent: CurrencyExponent,
): { cart_data: string; items: number; amount: number } {
  const items: CartItems = cart.items;
  return { cart_data: JSON.stringify(items), items: items.length, amount: minorToMajor(cart.amount, exponent) };
}
