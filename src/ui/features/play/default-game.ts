import type { Game } from "@/domain/game/game";

/**
 * SPEC §2 /numbers (docs/play.md): the game named by `?game=<slug>` when it is on sale, else the
 * default game — the first of the games on sale (SPEC §7 list, limit 4); null when none is.
 */
export const numbersGame = (games: ReadonlyArray<Game>, slug: string | undefined): Game | null =>
  (slug === undefined ? undefined : games.find((game) => game.gameSlug === slug)) ?? games[0] ?? null;
