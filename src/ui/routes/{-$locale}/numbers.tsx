import { createFileRoute } from "@tanstack/react-router";
import { numbersGame } from "@/ui/features/play/default-game";
import { numbersSearch } from "@/ui/app/search-params";
import { GamePage } from "@/ui/pages/game-page";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { gamesQuery } from "@/ui/queries/games.queries";
import { ensureArea } from "@/ui/app/area-loader";
import { loadPageNamespaces } from "@/ui/app/i18n-namespaces";
import { openTicketList } from "@/ui/features/play/entries/open-ticket-list";

/**
 * SPEC §2: /numbers, open: the game page of the default game (the first game on sale), or of the
 * game `?game=<slug>` names; `?picks=` as on /{slug}. No game on sale: the page says so.
 */
export const Route = createFileRoute("/{-$locale}/numbers")({
  // The page is the API's default game (its heading is the game's name): the browser renders it.
  staticData: { prerender: false },
  validateSearch: numbersSearch,
  loaderDeps: ({ search }) => ({ game: search.game }),
  loader: async ({ context, deps, preload }) => {
    const [games] = await Promise.all([
      context.queryClient.ensureQueryData(gamesQuery(context.shell)).catch(() => null),
      ensureArea(context, "play"),
      loadPageNamespaces(context.language, ["play"]),
    ]);
    if (games === null) return { game: null, noGames: false };
    const game = numbersGame(games, deps.game);
    if (game !== null && !preload) openTicketList(context, game);
    return { game, noGames: game === null };
  },
  component: function NumbersRoute() {
    const { LL } = useI18nContext();
    const { game, noGames } = Route.useLoaderData();
    const { picks } = Route.useSearch();
    return <GamePage game={game} fallbackTitle={LL.layout.nav.numbers()} picks={picks} noGames={noGames} />;
  },
});
