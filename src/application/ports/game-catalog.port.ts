import type { Fils } from "@/domain/money/money";
import type { Game } from "@/domain/game/game";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §9: the game list asks for 4 games. */
export const GAME_LIST_LIMIT = 4;

/** One past draw as the game API reports it (SPEC §7 fixed-standard-lotto/results). */
export interface DrawResult {
  readonly drawId: string;
  readonly eventId: number;
  readonly drawDate: string;
  readonly numbers: ReadonlyArray<number>;
  readonly bonusNumbers: ReadonlyArray<number>;
  readonly jackpot: Fils;
  readonly currency: string;
}

export interface GameResults {
  readonly gameId: number;
  readonly gameSlug: string;
  readonly name: string;
  readonly results: ReadonlyArray<DrawResult>;
}

/**
 * A past draw as the shop shows it (home cards, /draws): winning numbers per ball set, main first.
 * Made from the game API's results (PastDrawsUseCase), which do not say whether the jackpot was won.
 */
export interface PastDraw {
  readonly drawId: string;
  readonly eventId: number;
  readonly drawDate: string;
  readonly winningNumbers: ReadonlyArray<ReadonlyArray<number>>;
  readonly jackpot: Fils;
}

export interface GameDraws {
  readonly gameId: number;
  readonly gameSlug: string;
  readonly name: string;
  readonly draws: ReadonlyArray<PastDraw>;
}

/** A tier pays either a fixed amount or a share (percent) of the prize pool. */
export type TierPrize = { readonly kind: "fixed"; readonly amount: Fils } | { readonly kind: "share"; readonly percent: number };

export interface PrizeTier {
  readonly tier: number;
  readonly matchMain: number;
  readonly matchBonus: number;
  readonly prize: TierPrize;
  readonly winners: number;
}

export interface PrizeBreakdown {
  readonly gameSlug: string;
  readonly drawId: string;
  readonly drawDate: string;
  readonly tiers: ReadonlyArray<PrizeTier>;
  /**
   * Tiers of the answer that could not be read (a prize below zero, no numbers matched): not shown,
   * and the table says how many, since a prize table with a tier silently missing misleads.
   */
  readonly unreadableTiers: number;
}

/**
 * Games on sale, their results and prize tiers (SPEC §1, §7). The draw results come from the game
 * API only (SPEC §7 fixed-standard-lotto/results); the main API's GET /api/lotto/draws is not called
 * (docs/play.md, "Draw results").
 */
export interface GameCatalogPort {
  /** SPEC §7 GET /api/lotto/lottoGames, `limit` defaulting to {@link GAME_LIST_LIMIT}. */
  listGames(limit?: number): Remote<ReadonlyArray<Game>>;
  /** The game page (SPEC §2 /{slug}); undefined when no game on sale has that slug. */
  gameBySlug(slug: string): Remote<Game | undefined>;
  /** SPEC §7 POST fixed-standard-lotto/results on the game API host: where every draw result comes from. */
  results(): Remote<ReadonlyArray<GameResults>>;
  /** A draw's prize tiers (the main API's latest draw when none is named). */
  prizeBreakdown(gameSlug: string, drawId?: string): Remote<PrizeBreakdown>;
}
