import type { Game } from "@/domain/game/game";
import { fils } from "@/domain/money/money";
import type { RandomSource } from "@/domain/ticket/random-picks";
import type { IdGenerator } from "@/domain/ticket/ticket-list";

/** A game shaped like SPEC §9 (prices in fils: 5.00, 2.50 and 1.25 AED)'s defaults: 6 of 1..44 plus 1 bonus of 1..22. */
export const sampleGame = (overrides: Partial<Game> = {}): Game => ({
  gameId: 7,
  gameSlug: "lotto-44",
  name: "Lotto 44",
  eventId: 501,
  drawDate: "2030-06-01T18:00:00Z",
  cutoff: "2030-06-01T17:00:00Z",
  price: fils(500),
  doubleJackpotPrice: fils(250),
  secureJackpotPrice: fils(125),
  estimatedJackpot: fils(100_000_000),
  parentSetup: [
    { picks: 6, ballset: { min: 1, max: 44 } },
    { picks: 1, ballset: { min: 1, max: 22 } },
  ],
  ...overrides,
});

/** Ids "id-1", "id-2", … in order: deterministic and unique within one generator. */
export const counterIds = (prefix = "id"): IdGenerator => {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
};

/** A seeded uniform source in [0, 1) (mulberry32), so random tests are repeatable. */
export const seededRandom = (seed: number): RandomSource => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A source replaying the given values in a loop (edge cases such as 0 and 0.9999…). */
export const replayRandom = (values: ReadonlyArray<number>): RandomSource => {
  let index = 0;
  return () => {
    const value = values[index % values.length] ?? 0;
    index += 1;
    return value;
  };
};
