import type { CartItem } from "@/domain/cart/cart-item";

/** A stored cart line; only what a test cares about needs overriding. */
export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: "item-1",
  idBlock: "block-1",
  gameId: 7,
  name: "lotto-44",
  game_slug: "lotto-44",
  event_id: 501,
  amount: 5,
  amountClone: 5,
  date: [501],
  draws: "1",
  estimatedJackpot: 0,
  double_jackpot_price: 2.5,
  secure_jackpot_price: 1.25,
  is_recurring: 1,
  valueDoub: 0,
  amountDeducted: 0,
  bets: [[1, 2, 3, 4, 5, 6, 7]],
  draw_date: "2030-06-01T18:00:00Z",
  activeWeekly: false,
  activeNextDraw: true,
  addons: [],
  ...overrides,
});
