import type { Game } from "@/domain/game/game";
import { titleCase } from "@/domain/routing/page-title";

/**
 * The name a game is shown under: the name the API gives it ("Lucky Day 6 + 1"); only when that is
 * empty, its slug title-cased ("lucky-day" → "Lucky Day").
 */
export const gameName = (game: Pick<Game, "gameSlug" | "name">): string =>
  game.name.trim() === "" ? titleCase(game.gameSlug) : game.name.trim();
