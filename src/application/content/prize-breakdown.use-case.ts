import { Result } from "effect";
import type { GameCatalogPort, PrizeBreakdown } from "@/application/ports/game-catalog.port";
import type { Remote } from "@/application/ports/remote-result";
import { newestFirst } from "@/application/content/past-draws.use-case";

/**
 * SPEC §2 /prize-breakdown: a game's prize tiers. Unless a draw is named, the draw is the game's
 * latest result from the game API (SPEC §7 fixed-standard-lotto/results, where the shop's draw
 * results come from), and its tiers are read from the main API for that draw. A game without any
 * result yet gets the main API's own latest draw. A failed results call is the page's failure: the
 * screen says so and offers a retry, the game choice still stands.
 */
export class PrizeBreakdownUseCase {
  constructor(private readonly catalog: GameCatalogPort) {}

  async execute(input: { readonly gameSlug: string; readonly drawId?: string }): Remote<PrizeBreakdown> {
    if (input.drawId !== undefined) return this.catalog.prizeBreakdown(input.gameSlug, input.drawId);
    const results = await this.catalog.results();
    if (Result.isFailure(results)) return Result.fail(results.failure);
    const game = results.success.find((entry) => entry.gameSlug === input.gameSlug);
    const latest = game === undefined ? undefined : newestFirst(game.results)[0];
    return this.catalog.prizeBreakdown(input.gameSlug, latest?.drawId);
  }
}
