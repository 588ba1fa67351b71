import type { CartItem } from "@/domain/cart/cart-item";
import { fils, ZERO } from "@/domain/money/money";

/** A stored cart line; only what a test cares about needs overriding. */
export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: "item-1",
  idBlock: "block-1",
  gameId: 7,
  name: "lotto-44",
  gameSlug: "lotto-44",
  eventId: 501,
  amount: fils(500),
  amountClone: fils(500),
  date: [501],
  draws: 1,
  estimatedJackpot: ZERO,
  doubleJackpotPrice: fils(250),
  secureJackpotPrice: fils(125),
  isRecurring: true,
  doubleJackpot: false,
  amountDeducted: ZERO,
  bets: [[1, 2, 3, 4, 5, 6, 7]],
  drawDate: "2030-06-01T18:00:00Z",
  activeWeekly: false,
  activeNextDraw: true,
  addons: [],
  ...overrides,
});
