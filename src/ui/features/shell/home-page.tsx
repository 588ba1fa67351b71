import { useQuery } from "@tanstack/react-query";
import { fromMajor } from "@/domain/money/money";
import type { Game } from "@/domain/game/game";
import { Card } from "@/ui/components/card";
import { DateTime } from "@/ui/components/date-time";
import { Link } from "@/ui/components/link";
import { Money } from "@/ui/components/money";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { gamesQuery } from "@/ui/queries/games.queries";
import { prefixOf } from "@/ui/shell/locale-prefix";
import { useShell } from "@/ui/shell/shell-context";
import { gameName } from "./game-name";
import { GamesUnavailable } from "./games-unavailable";
import "./shell-pages.css";

function GameCard({ game }: { readonly game: Game }) {
  const { LL, locale } = useI18nContext();
  const shell = useShell();
  const name = gameName(game);
  return (
    <Card as="li" title={name} headingLevel={3}>
      <dl className="shell-game-facts">
        <dt>{LL.shell.home.jackpot()}</dt>
        <dd>
          <Money fils={fromMajor(game.estimated_jackpot)} currency={shell.currency} />
        </dd>
        <dt>{LL.shell.home.nextDraw()}</dt>
        <dd>
          <DateTime value={new Date(game.draw_date)} />
        </dd>
      </dl>
      <Link to="/{-$locale}/$slug" params={{ locale: prefixOf(locale), slug: game.game_slug }} variant="button">
        {LL.shell.home.playGame({ name })}
      </Link>
    </Card>
  );
}

function GameList({ games }: { readonly games: ReadonlyArray<Game> }) {
  const { LL } = useI18nContext();
  if (games.length === 0) return <p>{LL.shell.home.noGames()}</p>;
  return (
    <ul className="shell-games">
      {games.map((game) => (
        <GameCard key={game.game_id} game={game} />
      ))}
    </ul>
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
        {games.isPending ? <p role="status">{LL.common.loading()}</p> : null}
      </section>
    </article>
  );
}
