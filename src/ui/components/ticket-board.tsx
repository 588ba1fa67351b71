import "@/ui/styles/components/balls.css";
import "@/ui/styles/components/ticket-board.css";
import type { TicketPool } from "@/domain/ticket/ticket-rules";
import { useI18nContext } from "@/ui/i18n/i18n-react";

export interface TicketBoardProps {
  /** The numbers of each pool, main pool first. */
  readonly numbers: ReadonlyArray<ReadonlyArray<number>>;
  /** The kind of each pool, in the same order (bonus balls are drawn dashed and said "bonus"). */
  readonly pools: ReadonlyArray<Pick<TicketPool, "kind">>;
  /** Names the list, e.g. "Numbers of ENTRY 2". */
  readonly label: string;
}

/** A read-only row of balls for a collapsed entry, a cart item or a receipt. */
export function TicketBoard({ numbers, pools, label }: TicketBoardProps) {
  const { LL } = useI18nContext();
  const balls = numbers.flatMap((pool, poolIndex) =>
    [...pool]
      .sort((a, b) => a - b)
      .map((value) => ({ value, isBonus: pools[poolIndex]?.kind === "bonus", key: `${poolIndex}-${value}` })),
  );
  if (balls.length === 0) {
    return <p className="ui-board__empty">{LL.common.board.empty()}</p>;
  }
  return (
    <ul className="ui-balls" aria-label={label}>
      {balls.map((ball) => (
        <li key={ball.key} className={ball.isBonus ? "ui-ball ui-ball--bonus" : "ui-ball"}>
          {ball.isBonus ? <span className="ui-visually-hidden">{`${LL.common.board.bonus()} `}</span> : null}
          {ball.value}
        </li>
      ))}
    </ul>
  );
}
