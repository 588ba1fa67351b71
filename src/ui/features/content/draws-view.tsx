/* eslint-disable jsx-a11y-x/no-redundant-roles, jsx-a11y-x/no-interactive-element-to-noninteractive-role --
   explicit table roles on purpose: see TableRegion (components/table.tsx). */
import "./content.css";
import { useId, useState } from "react";
import type { GameDraws } from "@/application/ports/game-catalog.port";
import { isolated } from "@/ui/components/bidi";
import { DateTime } from "@/ui/components/date-time";
import { Link } from "@/ui/components/link";
import { Money } from "@/ui/components/money";
import { Select } from "@/ui/components/select";
import { TableHead, TableRegion } from "@/ui/components/table";
import { NumberBalls } from "@/ui/components/number-balls";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";

const ALL = "all";

/**
 * SPEC §2 /draws: past draws per game, newest first, with winning numbers and the jackpot, as the
 * game API's results give them (SPEC §7 fixed-standard-lotto/results, PastDrawsUseCase).
 */
export function DrawsView({ games }: { readonly games: ReadonlyArray<GameDraws> }) {
  const { LL } = useI18nContext();
  const d = LL.content.draws;
  const params = useLocaleParams();
  const ids = useId();
  const [chosen, setChosen] = useState(ALL);
  const shown = chosen === ALL ? games : games.filter((game) => game.gameSlug === chosen);
  return (
    <div className="content-stack">
      <Select
        label={d.pickGame()}
        options={[{ id: ALL, label: d.allGames() }, ...games.map((game) => ({ id: game.gameSlug, label: game.name }))]}
        value={chosen}
        onChange={setChosen}
      />
      {shown.map((game) => (
        <section key={game.gameSlug} aria-labelledby={`${ids}-${game.gameSlug}`} className="content-stack">
          <h2 id={`${ids}-${game.gameSlug}`} className="content-heading">
            <bdi>{game.name}</bdi>
          </h2>
          {game.draws.length === 0 ? (
            <p>{d.empty()}</p>
          ) : (
            <TableRegion label={d.caption({ game: game.name })}>
              {/* Stacked cards on a phone, a table from 640 px up; the roles keep it a table
                  (components/table.tsx). The balls name their sets themselves: no data-label. */}
              <table className="ui-table ui-table--stacked" role="table">
                <caption>{isolated((mark) => d.caption({ game: mark(game.name) }))}</caption>
                <TableHead columns={[d.date(), d.numbers(), d.jackpot()]} />
                <tbody role="rowgroup">
                  {game.draws.map((draw) => (
                    <tr key={draw.drawId} role="row">
                      <th scope="row" role="rowheader" data-label={d.date()}>
                        <DateTime value={new Date(draw.drawDate)} show="date" dateStyle="long" />
                      </th>
                      <td role="cell">
                        <NumberBalls numbers={draw.winningNumbers} mainLabel={d.numbers()} bonusLabel={d.bonus()} />
                      </td>
                      <td role="cell" data-label={d.jackpot()}>
                        <Money fils={draw.jackpot} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
          <p>
            <Link to="/{-$locale}/prize-breakdown" params={params} search={{ game: game.gameSlug }} variant="standalone">
              {d.prizes()}: <bdi>{game.name}</bdi>
            </Link>
          </p>
        </section>
      ))}
    </div>
  );
}
