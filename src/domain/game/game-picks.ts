import { Data, Result } from "effect";
import type { Game } from "@/domain/game/game";
import { rulesFromGame } from "@/domain/ticket/ticket-rules";
import { entryProblems, type TicketProblem } from "@/domain/ticket/ticket-validity";

/** Numbers per pool, main pool first (a ticket entry's `numbersChecked`, SPEC §3). */
export type Picks = ReadonlyArray<ReadonlyArray<number>>;

/** Saved numbers that this game cannot play: what is wrong with them, as SPEC §5 sees it. */
export class PicksDoNotFit extends Data.TaggedError("PicksDoNotFit")<{ readonly problems: ReadonlyArray<TicketProblem> }> {}

/**
 * SPEC §5 applied to numbers brought from elsewhere (a favourite played again): they fit a game
 * when, as one entry, they make a valid ticket under the game's rules (SPEC §9 from game setup):
 * the right count per pool, each number in its pool's range, no duplicates.
 */
export const picksForGame = (game: Game, picks: Picks): Result.Result<Picks, PicksDoNotFit> => {
  const problems = entryProblems(picks, rulesFromGame(game));
  return problems.length === 0 ? Result.succeed(picks) : Result.fail(new PicksDoNotFit({ problems }));
};
