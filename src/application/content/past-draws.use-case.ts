import { Result } from "effect";
import type { DrawResult, GameCatalogPort, GameDraws, GameResults, PastDraw } from "@/application/ports/game-catalog.port";
import type { Remote } from "@/application/ports/remote-result";

/** A game API result as the shop shows it: the main numbers, then the bonus numbers when there are any. */
const toPastDraw = (result: DrawResult): PastDraw => ({
  drawId: result.drawId,
  eventId: result.eventId,
  drawDate: result.drawDate,
  winningNumbers: result.bonusNumbers.length === 0 ? [result.numbers] : [result.numbers, result.bonusNumbers],
  jackpot: result.jackpot,
});

/** Newest first whatever order the answer lists them in; an unreadable date goes last. */
export const newestFirst = (draws: ReadonlyArray<DrawResult>): DrawResult[] => {
  const time = (draw: DrawResult): number => {
    const at = Date.parse(draw.drawDate);
    return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
  };
  return [...draws].sort((a, b) => time(b) - time(a));
};

const toGameDraws = (game: GameResults, limit: number | undefined): GameDraws => ({
  gameId: game.gameId,
  gameSlug: game.gameSlug,
  name: game.name,
  draws: newestFirst(game.results).slice(0, limit).map(toPastDraw),
});

/**
 * SPEC §2 /draws and the home cards' latest result: past draws and their winning numbers per game,
 * newest first, read from SPEC §7 POST fixed-standard-lotto/results on the game API host (account
 * and currency from the configuration, the stored token sent like every call). One game when a
 * slug is given; at most `limit` draws per game when one is given.
 */
export class PastDrawsUseCase {
  constructor(private readonly catalog: GameCatalogPort) {}

  async execute(input: { readonly gameSlug?: string; readonly limit?: number } = {}): Remote<ReadonlyArray<GameDraws>> {
    const answer = await this.catalog.results();
    return Result.map(answer, (games) =>
      games
        .filter((game) => input.gameSlug === undefined || game.gameSlug === input.gameSlug)
        .map((game) => toGameDraws(game, input.limit)),
    );
  }
}
