import "./content.css";
import { useSuspenseQuery } from "@tanstack/react-query";
import { startTransition, useState } from "react";
import type { Game } from "@/domain/game/game";
import { Select } from "@/ui/components/select";
import { useContainer } from "@/ui/di/container-context";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { useQueryParam } from "@/ui/app/use-query-param";
import { gameName } from "@/ui/queries/game-name";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { prizeBreakdownQuery } from "@/ui/queries/content.queries";
import { gamesFrom, gamesQuery } from "@/ui/queries/games.queries";
import { PrizeTable } from "./prize-table";

function Prizes({ slug, gameName: name }: { readonly slug: string; readonly gameName: string }) {
  const { data } = useSuspenseQuery(prizeBreakdownQuery(useContainer(), slug));
  return <PrizeTable breakdown={data} gameName={name} />;
}

function GamePrizes({ games, initial }: { readonly games: ReadonlyArray<Game>; readonly initial: string | null }) {
  const { LL } = useI18nContext();
  const first = games.find((game) => game.gameSlug === initial) ?? games[0];
  const [slug, setSlug] = useState(first?.gameSlug ?? "");
  if (slug === "") return <p>{LL.content.prizes.empty()}</p>;
  // The API's name; a game gone from the list meanwhile keeps its slug's title.
  const name = gameName({ gameSlug: slug, name: games.find((game) => game.gameSlug === slug)?.name ?? "" });
  return (
    <div className="content-stack">
      <Select
        label={LL.content.prizes.game()}
        options={games.map((game) => ({ id: game.gameSlug, label: gameName(game) }))}
        value={slug}
        // A transition keeps the table shown until the chosen game's tiers arrive.
        onChange={(next) => startTransition(() => setSlug(next))}
      />
      <section aria-labelledby="prize-game" className="content-stack">
        <h2 id="prize-game" className="content-heading">
          <bdi>{name}</bdi>
        </h2>
        <QueryBoundary>
          <Prizes slug={slug} gameName={name} />
        </QueryBoundary>
      </section>
    </div>
  );
}

/** SPEC §2 /prize-breakdown: the tiers of each game on sale (`?game=<slug>` picks one). */
export function PrizeBreakdownScreen() {
  return (
    <QueryBoundary>
      <GamesOnSale />
    </QueryBoundary>
  );
}

function GamesOnSale() {
  const { data: games } = useSuspenseQuery(gamesQuery(gamesFrom(useContainer())));
  return <GamePrizes games={games} initial={useQueryParam("game")} />;
}
