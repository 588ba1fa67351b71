import type { CartItem } from "@/domain/cart/cart-item";
import { parseDraws } from "@/domain/cart/cart-pricing";

/** SPEC §7 POST /api/user/limit-game-per-week body. */
export interface WeeklyLimitRequest {
  readonly user_id: number | string;
  readonly quantity: number;
}

/** Plays in the cart: every entry counts once per draw (SPEC §7 quantity; docs/domain.md). */
export const cartQuantity = (items: ReadonlyArray<Pick<CartItem, "bets" | "draws">>): number =>
  items.reduce((sum, item) => sum + item.bets.length * parseDraws(item.draws), 0);

/** SPEC §6/§7: the weekly limit is checked only for a signed-in user with an id. */
export const weeklyLimitRequest = (
  userId: number | string | null | undefined,
  items: ReadonlyArray<Pick<CartItem, "bets" | "draws">>,
): WeeklyLimitRequest | null =>
  userId === null || userId === undefined || String(userId).trim() === "" ? null : { user_id: userId, quantity: cartQuantity(items) };
