import { Schema } from "effect";
import { DateTimeDto, MoneyDto } from "@/adapters/http/envelope.schema";

/** openapi/game-api.yaml DrawResult. */
const DrawResultDto = Schema.Struct({
  draw_id: Schema.String,
  event_id: Schema.Int,
  draw_date: DateTimeDto,
  numbers: Schema.Array(Schema.Int),
  bonus_numbers: Schema.Array(Schema.Int),
  jackpot: MoneyDto,
  currency: Schema.String,
});

/** openapi/game-api.yaml GameResults. */
export const GameResultsDto = Schema.Struct({
  game_id: Schema.Int,
  game_slug: Schema.String,
  name: Schema.String,
  results: Schema.Array(DrawResultDto),
});
export type GameResultsDto = typeof GameResultsDto.Type;

/** openapi/game-api.yaml ResultsResponse (no envelope status required on this host). */
export const ResultsResponse = Schema.Struct({ data: Schema.Array(GameResultsDto) });
