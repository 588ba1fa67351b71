import { Schema } from "effect";
import { Fils } from "@/domain/money/money";

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
 * SPEC §3 Game in the shop's own words (the API's game_id, game_slug, event_id, draw_date,
 * parent_setup, max_entries… are read in src/adapters/http/games/game.mapper.ts). Dates are ISO
 * 8601 datetime strings; prices and the jackpot are integer minor units of the configured currency
 * (fils for AED), converted once where the API's major units come in. `maxEntries` is the
 * "maximum-ball setting" of SPEC §4/§9: the most entries one ticket may hold; absent means
 * DEFAULT_MAX_ENTRIES (ticket-rules.ts). `name` is the name the API gives the game (beyond SPEC §3's
 * field list); it may be empty, the UI then titles the slug.
 */
export const Game = Schema.Struct({
  gameId: Schema.Int,
  gameSlug: Schema.String,
  name: Schema.String,
  eventId: EventId,
  drawDate: Schema.String,
  cutoff: Schema.String,
  price: Fils,
  doubleJackpotPrice: Fils,
  secureJackpotPrice: Fils,
  estimatedJackpot: Fils,
  parentSetup: Schema.Array(GameSetup),
  maxEntries: Schema.optionalKey(Schema.Int),
});
export type Game = typeof Game.Type;
