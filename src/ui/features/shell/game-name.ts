import type { Game } from "@/domain/game/game";
import { titleCase } from "@/domain/routing/page-title";

/** The name a game is shown under: its slug, title-cased ("lucky-day" → "Lucky Day"). */
export const gameName = (game: Pick<Game, "game_slug">): string => titleCase(game.game_slug);
