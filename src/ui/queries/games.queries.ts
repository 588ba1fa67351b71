import { queryOptions } from "@tanstack/react-query";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import type { Injector } from "@/application/di-token";
import type { Game } from "@/domain/game/game";
import { queryKeys } from "./query-keys";
import { orThrow } from "./remote-query";

/** Where the games on sale come from: the shell (routes, the shell's pages) or the container (screens). */
export interface GamesSource {
  listGames(): Promise<ReadonlyArray<Game>>;
}

/** The games on sale through the container's use case, for screens that hold the container. */
export const gamesFrom = (injector: Injector): GamesSource => ({
  listGames: () => orThrow(injector.get(CONTENT_TOKENS.gamesOnSale).execute()),
});

/**
 * SPEC §7 GET /api/lotto/lottoGames (limit 4): the games on sale, fresh for 5 s like every query
 * (SPEC §9). One cache entry for every screen that shows games or their names, so the list is
 * fetched once per page. SPEC §7: calls are not retried — a failure is shown at once, with a way
 * to try again.
 */
export const gamesQuery = (source: GamesSource) =>
  queryOptions({
    queryKey: queryKeys.games,
    queryFn: () => source.listGames(),
    retry: false,
  });
