import { Result } from "effect";
import type { GameResults } from "@/application/ports/game-catalog.port";
import type { Remote } from "@/application/ports/remote-result";
import { callApi } from "@/adapters/http/api-call";
import type { GameApiClient } from "@/adapters/http/api-client";
import { currencyExponent } from "@/domain/money/currency";
import { toGameResults } from "@/adapters/http/games/game.mapper";
import { ResultsResponse } from "@/adapters/http/games/game-results.schema";

/**
 * SPEC §7: POST fixed-standard-lotto/results on the separate game API host, with the account and
 * currency from the configuration (src/env.ts). The host is public: no token travels there.
 */
export class FixedLottoResultsClient {
  constructor(
    private readonly client: GameApiClient,
    private readonly settings: { readonly account: string; readonly currency: string },
  ) {}

  async results(): Remote<ReadonlyArray<GameResults>> {
    const { account, currency } = this.settings;
    const answer = await callApi(
      () => this.client.POST("/fixed-standard-lotto/results", { body: { account, currency } }),
      ResultsResponse,
    );
    // SPEC §1: asked in the configured currency, so the jackpots are in its minor units.
    const exponent = currencyExponent(currency);
    return Result.map(answer, ({ data }) => data.map((results) => toGameResults(results, exponent, currency)));
  }
}
