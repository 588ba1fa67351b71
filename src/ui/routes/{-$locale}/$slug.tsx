import { createFileRoute, notFound } from "@tanstack/react-router";
import { titleCase } from "@/domain/routing/page-title";
import { GamePage } from "@/ui/pages/game-page";
import { gamesQuery } from "@/ui/queries/games.queries";
import { picksSearch } from "@/ui/app/search-params";
import { InvalidSlugPage } from "@/ui/app/error-boundaries";
import { ensureArea } from "@/ui/app/area-loader";
import { loadPageNamespaces } from "@/ui/app/i18n-namespaces";
import { isLanguageSegment } from "@/ui/app/locale-prefix";
import { openTicketList } from "@/ui/features/play/entries/open-ticket-list";

/**
 * SPEC §2: /{slug}, the single-segment catch-all: the lotto game page, open. A language prefix is
 * never a slug (/ar is the Arabic home page). A slug no game on sale has is SPEC §8's failed page
 * validation: 'Page Not Found: {path}'. When the games cannot be read at all, the page says so
 * (game: null) instead of calling an existing game missing. `?picks=` (play again) pre-fills the
 * first entry (docs/play.md). At build time it renders the game pages' frame (docs/prerender.md).
 */
export const Route = createFileRoute("/{-$locale}/$slug")({
  params: {
    parse: ({ slug }) => (isLanguageSegment(slug) ? false : { slug }),
    stringify: ({ slug }) => ({ slug }),
  },
  validateSearch: picksSearch,
  loader: async ({ context, params, preload }) => {
    // The build (no API) renders the game pages' frame here (GAME_PAGE_FRAME, docs/prerender.md).
    if (context.prerender === "build") return { game: undefined };
    const [games] = await Promise.all([
      context.queryClient.ensureQueryData(gamesQuery(context.shell)).catch(() => null),
      ensureArea(context, "play"),
      loadPageNamespaces(context.language, ["play"]),
    ]);
    if (games === null) return { game: null };
    const game = games.find((candidate) => candidate.gameSlug === params.slug);
    if (game === undefined) throw notFound();
    if (!preload) openTicketList(context, game);
    return { game };
  },
  notFoundComponent: InvalidSlugPage,
  component: function SlugRoute() {
    const { game } = Route.useLoaderData();
    const { slug } = Route.useParams();
    const { picks } = Route.useSearch();
    return <GamePage game={game} fallbackTitle={titleCase(slug)} picks={picks} />;
  },
});
