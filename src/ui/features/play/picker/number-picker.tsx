import "../play.css";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { NumberPool } from "./number-pool";

export interface NumberPickerProps {
  /** `numbersChecked` of the entry: the chosen numbers of each pool (SPEC §3). */
  readonly numbers: ReadonlyArray<ReadonlyArray<number>>;
  readonly rules: TicketRules;
  readonly onToggle: (poolIndex: number, value: number) => void;
  /** Level of the pool headings within the page outline. */
  readonly headingLevel?: 3 | 4 | 5;
}

/**
 * The number picker of one entry: one {@link NumberPool} per pool of the ticket rules (SPEC §9:
 * 6 main numbers of 1..44 and 1 bonus of 1..22 by default). Must sit inside a PlayAnnouncer.
 */
export function NumberPicker({ numbers, rules, onToggle, headingLevel = 4 }: NumberPickerProps) {
  return (
    <div className="play-picker">
      {rules.pools.map((pool, index) => (
        <NumberPool
          key={`${index}-${pool.min}-${pool.max}`}
          pool={pool}
          poolIndex={index}
          selected={numbers[index] ?? []}
          onToggle={onToggle}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
