import { Schema } from "effect";
import { DateTimeDto, MoneyDto, PriceDto, withData } from "@/adapters/http/envelope.schema";

/** openapi/lotto-api.yaml BallSetup. */
const BallSetupDto = Schema.Struct({
  name: Schema.optionalKey(Schema.String),
  picks: Schema.Int,
  ballset: Schema.Struct({ min: Schema.Int, max: Schema.Int }),
});

/** openapi/lotto-api.yaml Game. */
export const GameDto = Schema.Struct({
  game_id: Schema.Int,
  game_slug: Schema.String,
  name: Schema.optionalKey(Schema.String),
  event_id: Schema.Int,
  draw_date: DateTimeDto,
  cutoff: DateTimeDto,
  price: PriceDto,
  double_jackpot_price: PriceDto,
  secure_jackpot_price: PriceDto,
  estimated_jackpot: MoneyDto,
  max_entries: Schema.optionalKey(Schema.Int),
  parent_setup: Schema.Array(BallSetupDto),
});
export type GameDto = typeof GameDto.Type;

/**
 * openapi/lotto-api.yaml PrizeTier: exactly one of prize_amount and prize_share is set; a prize is
 * never below zero and a share is a percentage.
 */
export const PrizeTierDto = Schema.Struct({
  tier: Schema.Int,
  match_main: Schema.Int,
  match_bonus: Schema.Int,
  prize_amount: Schema.NullOr(PriceDto),
  prize_share: Schema.NullOr(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }))),
  winners: Schema.Int,
});
export type PrizeTierDto = typeof PrizeTierDto.Type;

export const PrizeBreakdownDto = Schema.Struct({
  game_slug: Schema.String,
  draw_id: Schema.String,
  draw_date: DateTimeDto,
  /** Read tier by tier (game.mapper.ts): one that does not read is counted, not shown. */
  tiers: Schema.Array(Schema.Unknown),
});
export type PrizeBreakdownDto = typeof PrizeBreakdownDto.Type;

export const PrizeBreakdownResponse = withData(PrizeBreakdownDto);
