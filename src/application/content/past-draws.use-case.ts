import type { GameCatalogPort, GameDraws } from "@/application/ports/game-catalog.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §2 /draws: past draws and their winning numbers per game, newest first. */
export class PastDrawsUseCase {
  constructor(private readonly catalog: GameCatalogPort) {}

  execute(input: { readonly gameSlug?: string; readonly limit?: number } = {}): Remote<ReadonlyArray<GameDraws>> {
    return this.catalog.draws(input);
  }
}
