import { Schema } from "effect";
import { DateTimeDto, PriceDto } from "@/adapters/http/envelope.schema";

/** openapi/game-api.yaml DrawResult; `currency` may be left out (it is the currency asked for). */
export const DrawResultDto = Schema.Struct({
  draw_id: Schema.String,
  event_id: Schema.Int,
  draw_date: DateTimeDto,
  numbers: Schema.Array(Schema.Int),
  bonus_numbers: Schema.Array(Schema.Int),
  /** Never below zero (a draw with one is left out, fixed-lotto-results-client.ts). */
  jackpot: PriceDto,
  currency: Schema.optionalKey(Schema.String),
});

/**
 * openapi/game-api.yaml GameResults; `name` may be left out (SPEC §7 says only "reads data"). Its
 * draws are read one by one (fixed-lotto-results-client.ts), so `results` is only a list here.
 */
export const GameResultsHeadDto = Schema.Struct({
  game_id: Schema.Int,
  game_slug: Schema.String,
  name: Schema.optionalKey(Schema.String),
  results: Schema.Array(Schema.Unknown),
});

/** A game's results with the draws that read. */
export type GameResultsDto = Omit<typeof GameResultsHeadDto.Type, "results"> & {
  readonly results: ReadonlyArray<typeof DrawResultDto.Type>;
};

/**
 * openapi/game-api.yaml ResultsResponse: SPEC §7 "reads data", so `{"data": [...]}` is enough; no
 * envelope status is required on this host, and unknown fields are ignored. Each game is read on its
 * own (fixed-lotto-results-client.ts).
 */
export const ResultsResponse = Schema.Struct({ data: Schema.Array(Schema.Unknown) });
