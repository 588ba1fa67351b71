import type { Game } from "@/domain/game/game";
import { GAME_LIST_LIMIT, type GameCatalogPort } from "@/application/ports/game-catalog.port";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §7 GET /api/lotto/lottoGames (limit 4): the games the information pages choose from. */
export class GamesOnSaleUseCase {
  constructor(private readonly catalog: GameCatalogPort) {}

  execute(): Remote<ReadonlyArray<Game>> {
    return this.catalog.listGames(GAME_LIST_LIMIT);
  }
}
