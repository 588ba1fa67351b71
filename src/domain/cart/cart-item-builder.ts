import { Data, Result } from "effect";
import type { EventId, Game } from "@/domain/game/game";
import { ADDON_DOUBLE_JACKPOT, type Addon, type CartItem } from "@/domain/cart/cart-item";
import { linePrice } from "@/domain/cart/cart-pricing";
import { resolveDrawDate } from "@/domain/ticket/ticket-draw-date";
import type { TicketList } from "@/domain/ticket/ticket-list";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { isEntryInvalid } from "@/domain/ticket/ticket-validity";
import { ZERO } from "@/domain/money/money";

/** SPEC §5: a ticket with invalid entries cannot go to the cart; the ids say which to flag. */
export class InvalidTicketEntries extends Data.TaggedError("InvalidTicketEntries")<{
  readonly entryIds: ReadonlyArray<string>;
}> {}

/** The player's choices for the ticket besides its numbers (SPEC §3 Cart item). */
export interface CartItemOptions {
  readonly id: string;
  readonly draws: number;
  readonly addons: ReadonlyArray<Addon>;
  readonly isRecurring: boolean;
  readonly activeWeekly: boolean;
  readonly activeNextDraw: boolean;
  /** Display name of the game; defaults to its slug. */
  readonly name?: string;
  /** Event ids of the chosen draws; defaults to the game's next event. */
  readonly eventIds?: ReadonlyArray<EventId>;
}

const sortedPools = (numbers: ReadonlyArray<ReadonlyArray<number>>): number[] =>
  numbers.flatMap((pool) => [...pool].sort((a, b) => a - b));

/**
 * SPEC §3: a cart item from a game, a ticket list and the options. The price is
 * entries × draws × (price + add-on prices) (docs/domain.md); the draw date follows SPEC §4.
 */
export const buildCartItem = (
  game: Game,
  list: TicketList,
  options: CartItemOptions,
  rules: TicketRules,
  now: Date,
): Result.Result<CartItem, InvalidTicketEntries> => {
  const invalid = list.entries.filter((entry) => isEntryInvalid(entry.numbersChecked, rules)).map((entry) => entry.id);
  if (invalid.length > 0) return Result.fail(new InvalidTicketEntries({ entryIds: invalid }));
  const draws = Math.max(1, Math.floor(options.draws));
  // Whole minor units: the prices were rounded once where they came in (docs/domain.md, "Cart total").
  const amount = linePrice(game, list.entries.length, draws, options.addons);
  const eventIds = options.eventIds !== undefined && options.eventIds.length > 0 ? [...options.eventIds] : [game.eventId];
  return Result.succeed({
    id: options.id,
    idBlock: list.idBlock,
    gameId: game.gameId,
    name: options.name ?? game.gameSlug,
    gameSlug: game.gameSlug,
    eventId: game.eventId,
    amount,
    amountClone: amount,
    date: eventIds,
    draws,
    estimatedJackpot: game.estimatedJackpot,
    doubleJackpotPrice: game.doubleJackpotPrice,
    secureJackpotPrice: game.secureJackpotPrice,
    isRecurring: options.isRecurring,
    doubleJackpot: options.addons.includes(ADDON_DOUBLE_JACKPOT),
    amountDeducted: ZERO,
    bets: list.entries.map((entry) => sortedPools(entry.numbersChecked)),
    drawDate: resolveDrawDate(list.entries[0].valueDate, game, now),
    activeWeekly: options.activeWeekly,
    activeNextDraw: options.activeNextDraw,
    addons: [...options.addons],
  });
};
