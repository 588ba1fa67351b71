import { Result } from "effect";
import type { Game } from "@/domain/game/game";
import type { ClockPort } from "@/application/ports/clock.port";
import type { GameCatalogPort } from "@/application/ports/game-catalog.port";
import type { Remote } from "@/application/ports/remote-result";

export interface NextDraw {
  readonly game: Game;
  readonly drawAt: Date;
}

/**
 * SPEC §2 /watch-live: the next draw of any game on sale — the earliest draw time still ahead
 * (an unreadable draw date is skipped); null when none is.
 */
export const nextDraw = (games: ReadonlyArray<Game>, now: Date): NextDraw | null => {
  let next: NextDraw | null = null;
  for (const game of games) {
    const drawAt = new Date(game.drawDate);
    const time = drawAt.getTime();
    if (Number.isNaN(time) || time <= now.getTime()) continue;
    if (next === null || time < next.drawAt.getTime()) next = { game, drawAt };
  }
  return next;
};

/** SPEC §2 /watch-live: which draw comes next, and when. */
export class NextDrawUseCase {
  constructor(
    private readonly catalog: GameCatalogPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(): Remote<NextDraw | null> {
    const games = await this.catalog.listGames();
    return Result.map(games, (list) => nextDraw(list, this.clock.now()));
  }
}
