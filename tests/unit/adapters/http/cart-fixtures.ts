import type { CartItem } from "@/domain/cart/cart-item";

/** A cart item as the shop keeps it (SPEC §3), for round trips through the cart calls. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
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
