import { useQuery } from "@tanstack/react-query";
import { titleCase } from "@/domain/routing/page-title";
import { useContainer } from "@/ui/di/container-context";
import { gamesFrom, gamesQuery } from "@/ui/queries/games.queries";
import { gameName } from "./game-name";

/**
 * A game's name by its slug, from the games on sale; a game no longer on sale (or the list not
 * there yet) keeps its slug, title-cased.
 */
export const useGameNames = (): ((slug: string) => string) => {
  const games = useQuery(gamesQuery(gamesFrom(useContainer()))).data ?? [];
  return (slug) => {
    const game = games.find((candidate) => candidate.gameSlug === slug);
    return game === undefined ? titleCase(slug) : gameName(game);
  };
};
