import type { CartItem } from "@/domain/cart/cart-item";
import { fils, ZERO } from "@/domain/money/money";

/** A cart item as the domain holds it (SPEC §3, amounts in fils), for round trips through the cart calls. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: "item-1",
    idBlock: "block-1",
    gameId: 1,
    name: "ENTRY 1",
    gameSlug: "lucky-day",
    eventId: 1001,
    amount: fils(3500),
    amountClone: fils(3500),
    date: [1001],
    draws: 1,
    estimatedJackpot: fils(100_000_000),
    doubleJackpotPrice: fils(1000),
    secureJackpotPrice: fils(500),
    isRecurring: true,
    doubleJackpot: false,
    amountDeducted: ZERO,
    bets: [[3, 9, 12, 19, 24, 31, 7]],
    drawDate: "2025-01-17T20:00:00+04:00",
    activeWeekly: false,
    activeNextDraw: true,
    addons: [],
    ...overrides,
  };
}

/**
 * The same item as SPEC §3 JSON, written out as the shop has always stored and sent it (local
 * storage, cart_data): the wire's names, amounts in AED, draws as text, the 0/1 flags.
 */
export function cartItemJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "item-1",
    idBlock: "block-1",
    gameId: 1,
    name: "ENTRY 1",
    game_slug: "lucky-day",
    event_id: 1001,
    amount: 35,
    amountClone: 35,
    date: [1001],
    draws: "1",
    estimatedJackpot: 1_000_000,
    double_jackpot_price: 10,
    secure_jackpot_price: 5,
    is_recurring: 1,
    valueDoub: 0,
    amountDeducted: 0,
    bets: [[3, 9, 12, 19, 24, 31, 7]],
    draw_date: "2025-01-17T20:00:00+04:00",
    activeWeekly: false,
    activeNextDraw: true,
    addons: [],
    ...overrides,
  };
}
