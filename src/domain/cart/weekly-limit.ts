import type { CartItem } from "@/domain/cart/cart-item";
import { parseDraws } from "@/domain/cart/cart-pricing";

/** SPEC §7 POST /api/user/limit-game-per-week: who asks and how many plays (the adapter sends user_id). */
export interface WeeklyLimitRequest {
  readonly userId: number | string;
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
  userId === null || userId === undefined || String(userId).trim() === "" ? null : { userId, quantity: cartQuantity(items) };

/**
 * What a weekly limit answer told (SPEC §7 gives only "result"): whether the quantity fits, when
 * the server said so, and what is left and the limit, when it said those. Each may be unknown.
 */
export interface WeeklyLimitFacts {
  readonly allowed: boolean | null;
  readonly remaining: number | null;
  readonly limit: number | null;
}

/** The verdict the checkout acts on, with the figures it can word (null: not given). */
export interface WeeklyLimitVerdictFacts {
  readonly allowed: boolean;
  readonly remaining: number | null;
  readonly limit: number | null;
}

/**
 * The verdict for `quantity` plays (docs/play.md, "Weekly limit"): the server's own yes or no wins;
 * without one, what is left decides (the quantity fits when it is at most `remaining`); with
 * neither there is no verdict (null), and the purchase waits for one. A limit alone decides nothing:
 * it does not say how much of it this week has used.
 */
export function weeklyLimitVerdict(facts: WeeklyLimitFacts, quantity: number): WeeklyLimitVerdictFacts | null {
  const allowed = facts.allowed ?? (facts.remaining === null ? null : quantity <= facts.remaining);
  return allowed === null ? null : { allowed, remaining: facts.remaining, limit: facts.limit };
}
