import type { GameResults, PrizeBreakdown, PrizeTier, TierPrize } from "@/application/ports/game-catalog.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Game } from "@/domain/game/game";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { majorToMinor } from "@/domain/money/money";
import { titleCase } from "@/domain/routing/page-title";
import { type GameDto, type PrizeBreakdownDto, PrizeTierDto } from "@/adapters/http/games/game.schema";
import { logLeftOut, readItems } from "@/adapters/http/read-each";
import type { GameResultsDto } from "@/adapters/http/games/game-results.schema";

/**
 * SPEC §3 Game: the API's game (game_id, game_slug, event_id, draw_date, parent_setup, max_entries,
 * prices in major units) in the domain's words, its prices in minor units of the configured
 * currency (`exponent` decimals), each rounded half up once, here.
 */
export function toGame(dto: GameDto, exponent: CurrencyExponent = DEFAULT_EXPONENT): Game {
  return {
    gameId: dto.game_id,
    gameSlug: dto.game_slug,
    // The contract requires a name; an older server without one leaves it to the UI's fallback.
    name: dto.name ?? "",
    eventId: dto.event_id,
    drawDate: dto.draw_date,
    cutoff: dto.cutoff,
    price: majorToMinor(dto.price, exponent),
    doubleJackpotPrice: majorToMinor(dto.double_jackpot_price, exponent),
    secureJackpotPrice: majorToMinor(dto.secure_jackpot_price, exponent),
    estimatedJackpot: majorToMinor(dto.estimated_jackpot, exponent),
    parentSetup: dto.parent_setup.map(({ picks, ballset }) => ({ picks, ballset: { min: ballset.min, max: ballset.max } })),
    ...(dto.max_entries === undefined ? {} : { maxEntries: dto.max_entries }),
  };
}

/**
 * Jackpots in minor units of the currency the results were asked in (`exponent` decimals); a draw
 * without its own `currency` is in the currency asked for.
 */
export function toGameResults(
  dto: GameResultsDto,
  exponent: CurrencyExponent = DEFAULT_EXPONENT,
  askedCurrency = "AED",
): GameResults {
  return {
    gameId: dto.game_id,
    gameSlug: dto.game_slug,
    // Left out (SPEC-literal) or empty: the slug title-cased, as the shop names any game without one.
    name: dto.name === undefined || dto.name.trim() === "" ? titleCase(dto.game_slug) : dto.name,
    results: dto.results.map((result) => ({
      drawId: result.draw_id,
      eventId: result.event_id,
      drawDate: result.draw_date,
      numbers: result.numbers,
      bonusNumbers: result.bonus_numbers,
      jackpot: majorToMinor(result.jackpot, exponent),
      currency: result.currency ?? askedCurrency,
    })),
  };
}

/** A fixed amount wins over a share when a server sends both (the contract says exactly one). */
function toTierPrize(dto: PrizeTierDto, exponent: CurrencyExponent): TierPrize {
  if (dto.prize_amount !== null) return { kind: "fixed", amount: majorToMinor(dto.prize_amount, exponent) };
  return { kind: "share", percent: dto.prize_share ?? 0 };
}

function toPrizeTier(dto: PrizeTierDto, exponent: CurrencyExponent): PrizeTier {
  return {
    tier: dto.tier,
    matchMain: dto.match_main,
    matchBonus: dto.match_bonus,
    prize: toTierPrize(dto, exponent),
    winners: dto.winners,
  };
}

/**
 * Fixed prizes in minor units of the configured currency (`exponent` decimals). Tier by tier: one
 * that does not read is counted (the table says so) and logged, never left out silently.
 */
export function toPrizeBreakdown(
  dto: PrizeBreakdownDto,
  exponent: CurrencyExponent = DEFAULT_EXPONENT,
  logger?: LoggerPort,
): PrizeBreakdown {
  const tiers = readItems(PrizeTierDto, dto.tiers);
  logLeftOut(tiers.left, { logger, what: `Prize tiers of ${dto.game_slug} draw ${dto.draw_id}` });
  return {
    gameSlug: dto.game_slug,
    drawId: dto.draw_id,
    drawDate: dto.draw_date,
    tiers: tiers.read.map((tier) => toPrizeTier(tier, exponent)),
    unreadableTiers: tiers.left.length,
  };
}
