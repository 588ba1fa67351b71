import { eventIdOf, pastDraws } from "./draw-schedule";
import type { GameDefinition } from "./seed-games";

/** Small seeded generator (mulberry32): the same draw always shows the same numbers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function distinct(random: () => number, picks: number, min: number, max: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < picks) chosen.add(min + Math.floor(random() * (max - min + 1)));
  return [...chosen].sort((x, y) => x - y);
}

export interface HeldDraw {
  event_id: number;
  draw_id: string;
  draw_at: number;
  /** One list per ball set, in setup order. */
  winning_numbers: number[][];
  jackpot_fils: number;
  jackpot_won: boolean;
  /** Winners per tier, in tier order. */
  winners: number[];
}

export function heldDraw(game: GameDefinition, drawAt: number): HeldDraw {
  const eventId = eventIdOf(game, drawAt);
  const random = seeded(eventId);
  const winning_numbers = game.setup.map((set) => distinct(random, set.picks, set.min, set.max));
  const jackpotWon = random() < 0.1;
  const growth = Math.floor(random() * 20) * 5_000_000;
  const winners = game.tiers.map((_, tier) => (tier === 0 ? (jackpotWon ? 1 : 0) : Math.floor(random() * 4 * 3 ** tier)));
  return {
    event_id: eventId,
    draw_id: `${game.game_slug}-${eventId}`,
    draw_at: drawAt,
    winning_numbers,
    jackpot_fils: game.jackpot_fils + growth,
    jackpot_won: jackpotWon,
    winners,
  };
}

export function recentDraws(game: GameDefinition, now: number, count: number): HeldDraw[] {
  return pastDraws(game, now, count).map((at) => heldDraw(game, at));
}
