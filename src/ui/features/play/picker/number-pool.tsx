import { type FocusEvent, type KeyboardEvent, type MouseEvent, useId, useRef, useState } from "react";
import type { TicketPool } from "@/domain/ticket/ticket-rules";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { dir } from "@/ui/i18n/locale";
import { CheckIcon } from "@/ui/components/icons";
import { useAnnounce } from "../play-announcer";
import { NumberButton } from "./number-button";
import { numberName, poolTitle } from "./picker-text";
import { measureColumns, nextGridIndex } from "./roving-grid";

/** Columns assumed when the grid has no layout to measure; play.css uses the same default. */
export const FALLBACK_COLUMNS = 10;

export interface NumberPoolProps {
  readonly pool: TicketPool;
  readonly poolIndex: number;
  readonly selected: ReadonlyArray<number>;
  readonly onToggle: (poolIndex: number, value: number) => void;
  readonly headingLevel?: 3 | 4 | 5;
}

const numberOf = (target: EventTarget): number | null => {
  const button = target instanceof Element ? target.closest<HTMLElement>("[data-number]") : null;
  return button === null ? null : Number(button.dataset.number);
};

const rangeOf = (pool: TicketPool): number[] => Array.from({ length: pool.max - pool.min + 1 }, (_, i) => pool.min + i);

/**
 * One pool of numbers (SPEC §9: main 1..44, bonus 1..22 by default) as a labelled group of toggle
 * buttons with a single Tab stop. When the pool holds its `picks` it shows as complete ("6 of 6
 * chosen" with a check mark), not as a mistake: the other numbers are aria-disabled (still
 * focusable) and described by how to change a number, and only pressing one of them shows that
 * explanation and says it politely.
 */
export function NumberPool({ pool, poolIndex, selected, onToggle, headingLevel = 4 }: NumberPoolProps) {
  const { LL, locale } = useI18nContext();
  const announce = useAnnounce();
  const ids = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number>(() => selected[0] ?? pool.min);
  // A press on a blocked number while full; the explanation stays until the pool has room again.
  const [triedMore, setTriedMore] = useState(false);
  const values = rangeOf(pool);
  const chosen = new Set(selected);
  const isFull = selected.length >= pool.picks;
  if (triedMore && !isFull) setTriedMore(false);
  const tabStop = active >= pool.min && active <= pool.max ? active : pool.min;
  const fullText = LL.play.pool.full({ chosen: selected.length, picks: pool.picks });
  const Heading = `h${headingLevel}` as const;

  const press = (value: number) => {
    const name = numberName(LL, pool.kind, value);
    if (chosen.has(value)) {
      onToggle(poolIndex, value);
      announce(LL.play.announce.removed({ name, chosen: selected.length - 1, picks: pool.picks }));
    } else if (isFull) {
      setTriedMore(true);
      announce(fullText);
    } else {
      onToggle(poolIndex, value);
      announce(LL.play.announce.selected({ name, chosen: selected.length + 1, picks: pool.picks }));
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const value = numberOf(event.target);
    if (value !== null) press(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const value = numberOf(event.target);
    const buttons = Array.from(gridRef.current?.querySelectorAll<HTMLElement>("[data-number]") ?? []);
    if (value === null) return;
    const columns = measureColumns(buttons, FALLBACK_COLUMNS);
    const next = nextGridIndex(event.key, value - pool.min, values.length, columns, dir(locale));
    if (next === null) return;
    event.preventDefault();
    setActive(pool.min + next);
    buttons[next]?.focus();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const value = numberOf(event.target);
    if (value !== null) setActive(value);
  };

  return (
    <div className={`play-pool play-pool--${pool.kind}`}>
      <div className="play-pool__header">
        <Heading id={`${ids}-title`} className="play-pool__title">
          {poolTitle(LL, pool)}
        </Heading>
        <p id={`${ids}-hint`} className="play-pool__hint">
          {LL.play.pool.hint({ picks: pool.picks, min: pool.min, max: pool.max })}
          {" · "}
          <span className={isFull ? "play-pool__count play-pool__count--complete" : "play-pool__count"}>
            {isFull ? <CheckIcon width={14} height={14} /> : null}
            {LL.play.pool.chosen({ chosen: selected.length, picks: pool.picks })}
          </span>
        </p>
      </div>
      {/* One delegated handler for the grid's buttons (each number is a real <button>): the group itself
          takes no focus and no press of its own. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={gridRef}
        role="group"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-hint`}
        className="play-pool__grid"
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        {values.map((value) => {
          const isBlocked = isFull && !chosen.has(value);
          return (
            <NumberButton
              key={value}
              value={value}
              name={numberName(LL, pool.kind, value)}
              isSelected={chosen.has(value)}
              isBlocked={isBlocked}
              isTabStop={value === tabStop}
              describedBy={isBlocked ? `${ids}-full` : undefined}
            />
          );
        })}
      </div>
      <p id={`${ids}-full`} className="play-pool__full" hidden={!(isFull && triedMore)}>
        {fullText}
      </p>
    </div>
  );
}
