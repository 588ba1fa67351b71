import type { Game } from "@/domain/game/game";

/** One pool of balls on a ticket: how many to pick and the inclusive range they come from. */
export interface TicketPool {
  readonly kind: "main" | "bonus";
  readonly picks: number;
  readonly min: number;
  readonly max: number;
}

/**
 * SPEC §4/§5/§9 rules of one ticket. `minNumber`/`maxNumber` is the range of SPEC §5 ("each is
 * from 1 to the maximum"); `minBalls` the minimum ball count; `maxEntries` the maximum-ball setting.
 */
export interface TicketRules {
  readonly minNumber: number;
  readonly maxNumber: number;
  readonly minBalls: number;
  readonly maxEntries: number;
  readonly pools: readonly [TicketPool, ...TicketPool[]];
}

/**
 * SPEC §4/§9 leave the "maximum-ball setting" undefined; a game's `maxEntries` sets it and
 * otherwise a ticket holds at most 10 entries (docs/domain.md).
 */
export const DEFAULT_MAX_ENTRIES = 10;

/**
 * SPEC §9 defaults: numbers 1..44, green max 44, blue max 22, minimum 7 balls split 6 + 1 bonus.
 * The 6 main balls are the green ones (1..44), the bonus ball is blue (1..22).
 */
export const DEFAULT_TICKET_RULES: TicketRules = {
  minNumber: 1,
  maxNumber: 44,
  minBalls: 7,
  maxEntries: DEFAULT_MAX_ENTRIES,
  pools: [
    { kind: "main", picks: 6, min: 1, max: 44 },
    { kind: "bonus", picks: 1, min: 1, max: 22 },
  ],
};

/** SPEC §9 colour maxima, kept for the board's blue and green balls. */
export const BLUE_MAX = 22;
export const GREEN_MAX = 44;

const isUsableSetup = (setup: Game["parentSetup"][number]): boolean =>
  setup.picks > 0 && setup.ballset.min >= 1 && setup.ballset.max - setup.ballset.min + 1 >= setup.picks;

/**
 * SPEC §9 "from game setup": the range comes from the first ballset, the minimum ball count is the
 * sum of picks; the first setup is the main pool, further setups are bonus pools. A game without a
 * usable setup (no entries, zero picks or a range too small for its picks) keeps the defaults.
 */
export const rulesFromGame = (game: Game | null): TicketRules => {
  const setups = game?.parentSetup ?? [];
  const [first, ...rest] = setups;
  const maxEntries = Math.max(1, game?.maxEntries ?? DEFAULT_MAX_ENTRIES);
  if (first === undefined || !setups.every(isUsableSetup)) return { ...DEFAULT_TICKET_RULES, maxEntries };
  const toPool =
    (kind: TicketPool["kind"]) =>
    (setup: typeof first): TicketPool => ({
      kind,
      picks: setup.picks,
      min: setup.ballset.min,
      max: setup.ballset.max,
    });
  return {
    minNumber: first.ballset.min,
    maxNumber: first.ballset.max,
    minBalls: setups.reduce((sum, setup) => sum + setup.picks, 0),
    maxEntries,
    pools: [toPool("main")(first), ...rest.map(toPool("bonus"))],
  };
};

const samePool = (a: TicketPool, b: TicketPool): boolean =>
  a.kind === b.kind && a.picks === b.picks && a.min === b.min && a.max === b.max;

/** The same rules, field by field (rules read from storage are another object than the game's). */
export const sameTicketRules = (a: TicketRules, b: TicketRules): boolean =>
  a.minNumber === b.minNumber &&
  a.maxNumber === b.maxNumber &&
  a.minBalls === b.minBalls &&
  a.maxEntries === b.maxEntries &&
  a.pools.length === b.pools.length &&
  a.pools.every((pool, index) => {
    const other = b.pools[index];
    return other !== undefined && samePool(pool, other);
  });
