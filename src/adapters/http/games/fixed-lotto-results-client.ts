import { Result, Schema } from "effect";
import type { GameResults } from "@/application/ports/game-catalog.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Remote } from "@/application/ports/remote-result";
import { callApi } from "@/adapters/http/api-call";
import type { GameApiClient } from "@/adapters/http/api-client";
import { currencyExponent } from "@/domain/money/currency";
import { toGameResults } from "@/adapters/http/games/game.mapper";
import {
  DrawResultDto,
  GameResultsHeadDto,
  ResultsResponse,
  type GameResultsDto,
} from "@/adapters/http/games/game-results.schema";
import { readShown } from "@/adapters/http/read-each";

/**
 * SPEC §7: POST fixed-standard-lotto/results on the separate game API host, with the account and
 * currency from the configuration (src/env.ts). The host is public: no token travels there.
 *
 * Each game, and each of its draws, is read on its own: a draw that does not read (a date that is no
 * date, a jackpot below zero) is left out and logged, and the game's other draws are shown; a game of
 * which no draw reads, or that does not read itself, is left out; only an answer of which nothing
 * reads is a DecodeError.
 */
export class FixedLottoResultsClient {
  constructor(
    private readonly client: GameApiClient,
    private readonly settings: { readonly account: string; readonly currency: string },
    /** Where a game or a draw left out is reported. */
    private readonly logger?: LoggerPort,
  ) {}

  async results(): Remote<ReadonlyArray<GameResults>> {
    const { account, currency } = this.settings;
    const answer = await callApi(
      () => this.client.POST("/fixed-standard-lotto/results", { body: { account, currency } }),
      ResultsResponse,
    );
    // SPEC §1: asked in the configured currency, so the jackpots are in its minor units.
    const exponent = currencyExponent(currency);
    return Result.map(
      Result.flatMap(answer, ({ data }) => readShown(this.readGame, data, { logger: this.logger, what: "Games' results" })),
      (games) => games.map((results) => toGameResults(results, exponent, currency)),
    );
  }

  /** One game's results, with its draws that read (none read: the game does not read). */
  private readonly readGame = (item: unknown): Result.Result<GameResultsDto, { readonly message: string }> =>
    Result.flatMap(Schema.decodeUnknownResult(GameResultsHeadDto)(item), (game) =>
      Result.map(
        readShown(DrawResultDto, game.results, { logger: this.logger, what: `Draws of ${game.game_slug}` }),
        (results) => ({ ...game, results }),
      ),
    );
}
