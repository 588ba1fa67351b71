import { Schema } from "effect";
import { MajorAmount } from "@/domain/money/money";

/**
 * SPEC §3 Game, parent_setup entry: how many numbers to pick from one ball set.
 * A ball set is the inclusive range `{ min, max }` its numbers are drawn from.
 * The first entry is the main pool; any further entries are bonus pools (see docs/domain.md).
 */
export const BallSet = Schema.Struct({ min: Schema.Int, max: Schema.Int });
export type BallSet = typeof BallSet.Type;

export const GameSetup = Schema.Struct({ picks: Schema.Int, ballset: BallSet });
export type GameSetup = typeof GameSetup.Type;

/** SPEC §3: an event id identifies one draw of a game. */
export const EventId = Schema.Int;
export type EventId = typeof EventId.Type;

/**
 * SPEC §3 Game. Dates are ISO 8601 datetime strings; prices and the jackpot are AED major units
 * exactly as the API sends them (arithmetic converts them to fils, see money.ts).
 * `max_entries` is the "maximum-ball setting" of SPEC §4/§9: the most entries one ticket may hold;
 * absent means DEFAULT_MAX_ENTRIES (ticket-rules.ts). `name` is the name the API gives the game
 * (openapi Game.name, beyond SPEC §3's field list); it may be empty, the UI then titles the slug.
 */
export const Game = Schema.Struct({
  game_id: Schema.Int,
  game_slug: Schema.String,
  name: Schema.String,
  event_id: EventId,
  draw_date: Schema.String,
  cutoff: Schema.String,
  price: MajorAmount,
  double_jackpot_price: MajorAmount,
  secure_jackpot_price: MajorAmount,
  estimated_jackpot: MajorAmount,
  parent_setup: Schema.Array(GameSetup),
  max_entries: Schema.optionalKey(Schema.Int),
});
export type Game = typeof Game.Type;
