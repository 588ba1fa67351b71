import type { GameCatalogPort, PrizeBreakdown } from "@/application/ports/game-catalog.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /prize-breakdown: a game's prize tiers (the latest draw unless one is named). */
export class PrizeBreakdownUseCase {
  constructor(private readonly catalog: GameCatalogPort) {}

  execute(input: { readonly gameSlug: string; readonly drawId?: string }): Remote<PrizeBreakdown> {
    return this.catalog.prizeBreakdown(input.gameSlug, input.drawId);
  }
}
