import { Fragment } from "react";
import type { PastDraw } from "@/application/ports/game-catalog.port";
import type { Game } from "@/domain/game/game";
import { DateTime } from "@/ui/components/date-time";
import { Money } from "@/ui/components/money";
import { formatNumberList } from "@/ui/i18n/format";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { CutoffCountdown } from "./cutoff-countdown";

/**
 * The game's latest draw (SPEC §2 draws): "reading" while the draws are on their way (its row
 * holds its place, so the cards do not grow when they arrive), undefined when the game has none,
 * "unavailable" when they could not be read.
 */
export type LatestDraw = PastDraw | "reading" | "unavailable" | undefined;

export interface GameCardFactsProps {
  readonly game: Game;
  readonly currency: string;
  readonly now: () => number;
  readonly latest?: LatestDraw;
}

/**
 * "3, 9, 14, 22, 31, 40 + bonus 7": main numbers, then each bonus pool, in the page's order, as the
 * draws table lays its balls (docs/i18n.md). Not a `<bdi>`: a list of digits alone has no direction
 * of its own, and an isolate gave it left to right in Arabic, while a game with a bonus pool,
 * whose words are Arabic, went right to left on the same page. A pool's "+ bonus 7, 10" goes to
 * the next line whole (shell-pages.css), where it broke inside ("bonus 7," and "10" alone below,
 * read as another number).
 */
function DrawNumbers({ numbers }: { readonly numbers: ReadonlyArray<ReadonlyArray<number>> }) {
  const { LL, locale } = useI18nContext();
  const [main = [], ...bonus] = numbers;
  const list = (pool: ReadonlyArray<number>) => formatNumberList(pool, locale);
  return (
    <span>
      {list(main)}
      {bonus
        .filter((pool) => pool.length > 0)
        .map((pool, index) => (
          <Fragment key={index}>
            {" "}
            <span className="shell-game-facts__bonus">+ {LL.play.cutoff.bonus({ numbers: list(pool) })}</span>
          </Fragment>
        ))}
    </span>
  );
}

/** The numbers, then the draw's date on a line of its own: two lines, as the place held while reading. */
function LatestNumbers({ draw }: { readonly draw: PastDraw }) {
  return (
    <>
      <DrawNumbers numbers={draw.winningNumbers} />{" "}
      <span className="shell-game-facts__date">
        (<DateTime value={new Date(draw.drawDate)} show="date" />)
      </span>
    </>
  );
}

/**
 * A game's card facts (SPEC §3 Game): estimated jackpot, ticket price, next draw, a live countdown
 * to the cutoff, and the latest draw's winning numbers (or, SPEC §8, that they could not be read:
 * never an empty gap).
 */
export function GameCardFacts({ game, currency, now, latest }: GameCardFactsProps) {
  const { LL } = useI18nContext();
  const f = LL.play.cutoff;
  return (
    <dl className="shell-game-facts">
      <dt>{f.jackpot()}</dt>
      <dd>
        <Money fils={game.estimatedJackpot} currency={currency} />
      </dd>
      <dt>{f.price()}</dt>
      <dd>
        <Money fils={game.price} currency={currency} />
      </dd>
      <dt>{f.nextDraw()}</dt>
      <dd>
        <DateTime value={new Date(game.drawDate)} />
      </dd>
      <dt>{f.sales()}</dt>
      <dd>
        <CutoffCountdown cutoff={new Date(game.cutoff)} now={now} />
      </dd>
      {latest === undefined ? null : (
        <>
          <dt>{f.latest()}</dt>
          <dd aria-busy={latest === "reading" || undefined}>
            {latest === "reading" ? (
              <span className="shell-game-facts__reading">{LL.common.loading()}</span>
            ) : latest === "unavailable" ? (
              f.latestUnavailable()
            ) : (
              <LatestNumbers draw={latest} />
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
