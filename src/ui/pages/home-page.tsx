import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { GAME_LIST_LIMIT, type GameDraws } from "@/application/ports/game-catalog.port";
import type { Game } from "@/domain/game/game";
import { Button } from "@/ui/components/button";
import { isolated } from "@/ui/components/bidi";
import { Card } from "@/ui/components/card";
import { Link } from "@/ui/components/link";
import { Skeleton, SkeletonBar, SkeletonCard } from "@/ui/components/skeleton";
import { useContainer } from "@/ui/di/container-context";
import { GameCardFacts, type LatestDraw } from "@/ui/features/play/game-card-facts";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { pastDrawsQuery } from "@/ui/queries/content.queries";
import { gamesQuery } from "@/ui/queries/games.queries";
import { prefixOf } from "@/ui/app/locale-prefix";
import { useShell } from "@/ui/app/shell-context";
import { gameName } from "@/ui/queries/game-name";
import { GamesUnavailable } from "./games-unavailable";
import "./shell-pages.css";

function GameCard({ game, latest }: { readonly game: Game; readonly latest: LatestDraw }) {
  const { LL, locale } = useI18nContext();
  const shell = useShell();
  const now = useCallback(() => shell.clock.now().getTime(), [shell]);
  const name = gameName(game);
  return (
    <Card as="li" title={<bdi>{name}</bdi>} headingLevel={3}>
      <GameCardFacts game={game} currency={shell.currency} now={now} latest={latest} />
      <Link to="/{-$locale}/$slug" params={{ locale: prefixOf(locale), slug: game.gameSlug }} variant="button">
        {isolated((mark) => LL.shell.home.playGame({ name: mark(name) }))}
      </Link>
    </Card>
  );
}

/**
 * SPEC §2 draws / §8: the latest results could not be read. The games still stand; the results
 * part says so where the link to every result is, with a retry like the games list's.
 */
function ResultsUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div role="alert" className="shell-page__actions">
      <p>{LL.shell.home.resultsFailed()}</p>
      <Button variant="secondary" onPress={onRetry}>
        {LL.common.retry()}
      </Button>
    </div>
  );
}

/** A game's latest draw once the draws are read; "reading" until then, "unavailable" when reading them failed. */
const latestOf = (
  draws: { readonly data?: ReadonlyArray<GameDraws> | undefined; readonly status: string },
  slug: string,
): LatestDraw => {
  if (draws.status === "error") return "unavailable";
  if (draws.status === "pending") return "reading";
  return draws.data?.find((entry) => entry.gameSlug === slug)?.draws[0];
};

/**
 * The games' cards while the list comes, as many as it asks for: a name, the draw's facts and the
 * Play button each.
 */
function GameCardsSkeleton() {
  return (
    <Skeleton>
      {Array.from({ length: GAME_LIST_LIMIT }, (_, index) => (
        <SkeletonCard key={index}>
          <SkeletonBar kind="heading" width="two-thirds" />
          <SkeletonBar width="half" />
          <SkeletonBar width="most" />
          <SkeletonBar kind="button" width="third" />
        </SkeletonCard>
      ))}
    </Skeleton>
  );
}

function GameList({ games }: { readonly games: ReadonlyArray<Game> }) {
  const { LL, locale } = useI18nContext();
  // SPEC §2 draws: each game's latest winning numbers; the cards stand without them.
  const draws = useQuery(pastDrawsQuery(useContainer(), undefined));
  if (games.length === 0) return <p>{LL.shell.home.noGames()}</p>;
  return (
    <>
      <ul className="shell-games">
        {games.map((game) => (
          <GameCard key={game.gameId} game={game} latest={latestOf(draws, game.gameSlug)} />
        ))}
      </ul>
      {draws.isError ? <ResultsUnavailable onRetry={() => void draws.refetch()} /> : null}
      <p>
        <Link to="/{-$locale}/draws" params={{ locale: prefixOf(locale) }} variant="standalone">
          {LL.shell.home.allResults()}
        </Link>
      </p>
    </>
  );
}

/**
 * SPEC §2 index: the games on sale (SPEC §7, limit 4), each leading to its game page. When they
 * cannot be read the page still stands and says so, with a retry.
 */
export function HomePage() {
  const { LL } = useI18nContext();
  const shell = useShell();
  const games = useQuery(gamesQuery(shell));
  return (
    <article className="shell-page" aria-labelledby="page-heading">
      <header className="shell-page__header">
        <h1 id="page-heading" className="shell-page__heading">
          {LL.shell.home.heading()}
        </h1>
        <p className="shell-page__intro">{LL.shell.home.intro()}</p>
      </header>
      <section aria-labelledby="games-heading">
        <h2 id="games-heading">{LL.shell.home.gamesHeading()}</h2>
        {games.isSuccess ? <GameList games={games.data} /> : null}
        {games.isError ? <GamesUnavailable onRetry={() => void games.refetch()} /> : null}
        {games.isPending ? <GameCardsSkeleton /> : null}
      </section>
    </article>
  );
}
