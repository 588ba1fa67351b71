import { Result } from "effect";
import {
  GAME_LIST_LIMIT,
  type GameCatalogPort,
  type GameResults,
  type PrizeBreakdown,
} from "@/application/ports/game-catalog.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Remote } from "@/application/ports/remote-result";
import type { Game } from "@/domain/game/game";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import type { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { toGame, toPrizeBreakdown } from "@/adapters/http/games/game.mapper";
import { ListResponse } from "@/adapters/http/envelope.schema";
import { GameDto, PrizeBreakdownResponse } from "@/adapters/http/games/game.schema";
import { readShown } from "@/adapters/http/read-each";

/** The most games one list call may ask for (openapi/lotto-api.yaml limit maximum). */
const LARGEST_LIST = 50;

/** {@link GameCatalogPort} over the main API and, for results, the game API host. */
export class OpenApiGameCatalog implements GameCatalogPort {
  constructor(
    private readonly client: LottoApiClient,
    private readonly resultsClient: FixedLottoResultsClient,
    /** The configured currency's decimals (the container passes VITE_CURRENCY's; AED's by default). */
    private readonly exponent: CurrencyExponent = DEFAULT_EXPONENT,
    /** Where a game left out of the list is reported. */
    private readonly logger?: LoggerPort,
  ) {}

  /**
   * SPEC §7 GET /api/lotto/lottoGames, each game read on its own: one that does not read (a price
   * below zero, a draw date that is no date, no ball setup) is left out and logged, and the others
   * stay on sale; a list of which no game reads is a DecodeError.
   */
  async listGames(limit: number = GAME_LIST_LIMIT): Remote<ReadonlyArray<Game>> {
    const answer = await callApi(() => this.client.GET("/api/lotto/lottoGames", { params: { query: { limit } } }), ListResponse);
    return Result.map(
      Result.flatMap(answer, ({ data }) => readShown(GameDto, data, { logger: this.logger, what: "Games" })),
      (games) => games.map((game) => toGame(game, this.exponent)),
    );
  }

  /** There is no single-game call: the game page looks its slug up among the games on sale. */
  async gameBySlug(slug: string): Remote<Game | undefined> {
    return Result.map(await this.listGames(LARGEST_LIST), (games) => games.find((game) => game.gameSlug === slug));
  }

  results(): Remote<ReadonlyArray<GameResults>> {
    return this.resultsClient.results();
  }

  async prizeBreakdown(gameSlug: string, drawId?: string): Remote<PrizeBreakdown> {
    const query = { game_slug: gameSlug, ...(drawId === undefined ? {} : { draw_id: drawId }) };
    const answer = await callApi(
      () => this.client.GET("/api/lotto/prize-breakdown", { params: { query } }),
      PrizeBreakdownResponse,
    );
    return Result.map(answer, ({ data }) => toPrizeBreakdown(data, this.exponent, this.logger));
  }
}
