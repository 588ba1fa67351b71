import type { Game } from "@/domain/game/game";
import type { RandomSource } from "@/domain/ticket/random-picks";
import type { IdGenerator } from "@/domain/ticket/ticket-list";

/** A game shaped like SPEC §9's defaults: 6 of 1..44 plus 1 bonus of 1..22. */
export const sampleGame = (overrides: Partial<Game> = {}): Game => ({
  game_id: 7,
  game_slug: "lotto-44",
  name: "Lotto 44",
  event_id: 501,
  draw_date: "2030-06-01T18:00:00Z",
  cutoff: "2030-06-01T17:00:00Z",
  price: 5,
  double_jackpot_price: 2.5,
  secure_jackpot_price: 1.25,
  estimated_jackpot: 1_000_000,
  parent_setup: [
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
