/**
 * The games on sale in the sandbox. Prices, jackpots and tiers are made up (SPEC §9: "prices,
 * jackpot values … not shown"); "lucky-day" is the SPEC §9 default 6 + 1 game.
 */

export interface BallSetupDefinition {
  name: "main" | "bonus";
  picks: number;
  min: number;
  max: number;
}

export interface TierDefinition {
  match_main: number;
  match_bonus: number;
  /** A fixed prize in fils, or null when the tier shares a pool. */
  amount_fils: number | null;
  /** Percent of the pool, or null for a fixed prize. */
  share: number | null;
}

export interface GameDefinition {
  game_id: number;
  game_slug: string;
  name: string;
  /** Days of the week with a draw, 0 = Sunday, in Gulf time. */
  weekdays: number[];
  hour: number;
  minute: number;
  price_fils: number;
  double_jackpot_fils: number;
  secure_jackpot_fils: number;
  jackpot_fils: number;
  max_entries: number;
  setup: BallSetupDefinition[];
  tiers: TierDefinition[];
}

const fixed = (match_main: number, match_bonus: number, aed: number): TierDefinition => ({
  match_main,
  match_bonus,
  amount_fils: aed * 100,
  share: null,
});
const pooled = (match_main: number, match_bonus: number, share: number): TierDefinition => ({
  match_main,
  match_bonus,
  amount_fils: null,
  share,
});

export const GAMES: readonly GameDefinition[] = [
  {
    game_id: 1,
    game_slug: "lucky-day",
    name: "Lucky Day 6 + 1",
    weekdays: [6],
    hour: 20,
    minute: 0,
    price_fils: 3500,
    double_jackpot_fils: 1000,
    secure_jackpot_fils: 500,
    jackpot_fils: 5_000_000_000,
    max_entries: 10,
    setup: [
      { name: "main", picks: 6, min: 1, max: 44 },
      { name: "bonus", picks: 1, min: 1, max: 22 },
    ],
    tiers: [
      pooled(6, 1, 100),
      fixed(6, 0, 1_000_000),
      fixed(5, 1, 100_000),
      fixed(5, 0, 1_000),
      fixed(4, 1, 350),
      fixed(4, 0, 100),
      fixed(3, 0, 35),
    ],
  },
  {
    game_id: 2,
    game_slug: "golden-five",
    name: "Golden Five",
    weekdays: [3],
    hour: 20,
    minute: 0,
    price_fils: 1000,
    double_jackpot_fils: 500,
    secure_jackpot_fils: 250,
    jackpot_fils: 500_000_000,
    max_entries: 8,
    setup: [
      { name: "main", picks: 5, min: 1, max: 39 },
      { name: "bonus", picks: 1, min: 1, max: 12 },
    ],
    tiers: [pooled(5, 1, 100), fixed(5, 0, 50_000), fixed(4, 1, 2_500), fixed(4, 0, 250), fixed(3, 1, 50), fixed(3, 0, 10)],
  },
  {
    game_id: 3,
    game_slug: "easy-four",
    name: "Easy Four Daily",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    hour: 21,
    minute: 0,
    price_fils: 500,
    double_jackpot_fils: 200,
    secure_jackpot_fils: 100,
    jackpot_fils: 10_000_000,
    max_entries: 6,
    setup: [{ name: "main", picks: 4, min: 1, max: 30 }],
    tiers: [pooled(4, 0, 100), fixed(3, 0, 500), fixed(2, 0, 5)],
  },
  {
    game_id: 4,
    game_slug: "grand-fortune",
    name: "Grand Fortune",
    weekdays: [5],
    hour: 21,
    minute: 30,
    price_fils: 2500,
    double_jackpot_fils: 1000,
    secure_jackpot_fils: 500,
    jackpot_fils: 2_500_000_000,
    max_entries: 10,
    setup: [
      { name: "main", picks: 5, min: 1, max: 50 },
      { name: "bonus", picks: 2, min: 1, max: 12 },
    ],
    tiers: [pooled(5, 2, 100), fixed(5, 1, 250_000), fixed(5, 0, 25_000), fixed(4, 2, 2_000), fixed(4, 1, 200), pooled(3, 2, 5)],
  },
];

export function findGame(slug: string): GameDefinition | undefined {
  return GAMES.find((game) => game.game_slug === slug);
}
