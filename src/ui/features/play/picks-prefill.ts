import { Result } from "effect";
import { decodePicks } from "@/application/favourites/play-again";
import type { Game } from "@/domain/game/game";
import { type Picks, picksForGame } from "@/domain/game/game-picks";

/** What the game page does with a `picks` parameter: fill the first entry, or say they don't fit. */
export type PicksPrefill = { readonly _tag: "Fill"; readonly picks: Picks } | { readonly _tag: "DoesNotFit" };

/**
 * SPEC §2 /favourite "play again" → /{slug}?picks=…: the numbers are read (decodePicks) and kept
 * only when they make a valid entry for this game (SPEC §5, domain picksForGame). Unreadable,
 * out-of-range or wrong-sized picks give DoesNotFit; nothing else on the page changes.
 */
export const picksPrefill = (game: Game, text: string): PicksPrefill => {
  const picks = decodePicks(text);
  if (picks === null) return { _tag: "DoesNotFit" };
  const fitted = picksForGame(game, picks);
  return Result.isSuccess(fitted) ? { _tag: "Fill", picks: fitted.success } : { _tag: "DoesNotFit" };
};
