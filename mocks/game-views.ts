import type { components } from "@/adapters/http/generated/lotto-api";
import { type HeldDraw, recentDraws } from "./draw-results";
import { eventIdOf, gulfIso, nextDraw, CUTOFF_BEFORE_MS } from "./draw-schedule";
import { toMajor } from "./money";
import { GAMES, type GameDefinition } from "./seed-games";

type Schemas = components["schemas"];

/** The game as GET /api/lotto/lottoGames shows it, with its next open draw (SPEC §3). */
export function gameView(game: GameDefinition, now: number): Schemas["Game"] {
  const drawAt = nextDraw(game, now);
  return {
    game_id: game.game_id,
    game_slug: game.game_slug,
    name: game.name,
    event_id: eventIdOf(game, drawAt),
    draw_date: gulfIso(drawAt),
    cutoff: gulfIso(drawAt - CUTOFF_BEFORE_MS),
    price: toMajor(game.price_fils),
    double_jackpot_price: toMajor(game.double_jackpot_fils),
    secure_jackpot_price: toMajor(game.secure_jackpot_fils),
    estimated_jackpot: toMajor(game.jackpot_fils),
    currency: "AED",
    max_entries: game.max_entries,
    parent_setup: game.setup.map((set) => ({ name: set.name, picks: set.picks, ballset: { min: set.min, max: set.max } })),
  };
}

/**
 * A game with only the SPEC §3 Game fields (the SPEC-literal sandbox, docs/sandbox.md): no name,
 * currency or max_entries, and ball sets with picks and ballset only.
 */
export function specGameView(game: Schemas["Game"]): Schemas["Game"] {
  return {
    game_id: game.game_id,
    game_slug: game.game_slug,
    event_id: game.event_id,
    draw_date: game.draw_date,
    cutoff: game.cutoff,
    price: game.price,
    double_jackpot_price: game.double_jackpot_price,
    secure_jackpot_price: game.secure_jackpot_price,
    estimated_jackpot: game.estimated_jackpot,
    parent_setup: game.parent_setup.map((set) => ({ picks: set.picks, ballset: set.ballset })),
  };
}

/** Games on sale, soonest draw first. */
export function gamesOnSale(now: number, limit: number): Schemas["Game"][] {
  return [...GAMES]
    .sort((a, b) => nextDraw(a, now) - nextDraw(b, now))
    .slice(0, limit)
    .map((game) => gameView(game, now));
}

export function drawView(draw: HeldDraw): Schemas["Draw"] {
  return {
    draw_id: draw.draw_id,
    event_id: draw.event_id,
    draw_date: gulfIso(draw.draw_at),
    winning_numbers: draw.winning_numbers,
    jackpot: toMajor(draw.jackpot_fils),
    jackpot_won: draw.jackpot_won,
  };
}

export function gameDrawsView(game: GameDefinition, now: number, limit: number): Schemas["GameDraws"] {
  return {
    game_id: game.game_id,
    game_slug: game.game_slug,
    name: game.name,
    draws: recentDraws(game, now, limit).map(drawView),
  };
}

export function prizeTiersView(game: GameDefinition, draw: HeldDraw): Schemas["PrizeTier"][] {
  return game.tiers.map((tier, index) => ({
    tier: index + 1,
    match_main: tier.match_main,
    match_bonus: tier.match_bonus,
    prize_amount: tier.amount_fils === null ? null : toMajor(tier.amount_fils),
    prize_share: tier.share,
    winners: draw.winners[index] ?? 0,
  }));
}
