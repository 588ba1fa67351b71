import "../play.css";
import { memo, useCallback, useId } from "react";
import type { TicketEntry } from "@/domain/ticket/ticket-entry";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { TicketBoard } from "@/ui/components/ticket-board";
import { NumberPicker } from "../picker/number-picker";
import { entryLabel, entryStatus } from "./entry-text";

export interface EntryCardProps {
  readonly entry: TicketEntry;
  /** 1-based position: the entry is called "ENTRY {position}" (SPEC §3). */
  readonly position: number;
  readonly rules: TicketRules;
  /** One picker is open at a time; the other entries show a compact board. */
  readonly isExpanded: boolean;
  readonly onToggleNumber: (entryId: string, poolIndex: number, value: number) => void;
  readonly onExpandedChange: (entryId: string, isExpanded: boolean) => void;
  readonly onQuickPick: (entryId: string) => void;
  readonly onClear: (entryId: string) => void;
  readonly onRemove: (entryId: string) => void;
}

/** One entry of the ticket: its name, status, numbers (picker or board) and its own actions. */
export const EntryCard = memo(function EntryCard(props: EntryCardProps) {
  const { entry, position, rules, isExpanded, onToggleNumber, onExpandedChange, onQuickPick, onClear, onRemove } = props;
  const { LL } = useI18nContext();
  const ids = useId();
  const name = entryLabel(LL, position);
  const status = entryStatus(LL, entry, rules);
  const toggle = useCallback(
    (poolIndex: number, value: number) => onToggleNumber(entry.id, poolIndex, value),
    [entry.id, onToggleNumber],
  );
  return (
    <li className={status.kind === "error" ? "play-entry play-entry--error" : "play-entry"} aria-labelledby={`${ids}-name`}>
      <div className="play-entry__header">
        <h3 id={`${ids}-name`} className="play-entry__title">
          {name}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          aria-label={isExpanded ? LL.play.entry.doneLabel({ entry: name }) : LL.play.entry.editLabel({ entry: name })}
          aria-expanded={isExpanded}
          aria-controls={`${ids}-numbers`}
          onPress={() => onExpandedChange(entry.id, !isExpanded)}
        >
          {isExpanded ? LL.play.entry.done() : LL.play.entry.edit()}
        </Button>
      </div>
      <p
        id={`${ids}-status`}
        className={status.kind === "error" ? "play-entry__status play-entry__status--error" : "play-entry__status"}
      >
        {status.kind === "error" ? <strong aria-hidden="true">{"! "}</strong> : null}
        {status.text}
        {entry.automatically && status.kind !== "error" ? ` · ${LL.play.entry.quickPicked()}` : null}
      </p>
      <div id={`${ids}-numbers`}>
        {isExpanded ? (
          <NumberPicker numbers={entry.numbersChecked} rules={rules} onToggle={toggle} />
        ) : (
          <TicketBoard numbers={entry.numbersChecked} pools={rules.pools} label={LL.common.board.label({ entry: name })} />
        )}
      </div>
      <div className="play-entry__actions">
        <Button
          variant="ghost"
          size="sm"
          aria-label={LL.play.entry.quickPickLabel({ entry: name })}
          onPress={() => onQuickPick(entry.id)}
        >
          {LL.play.entry.quickPick()}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={LL.play.entry.clearLabel({ entry: name })}
          onPress={() => onClear(entry.id)}
        >
          {LL.play.entry.clear()}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={LL.play.entry.removeLabel({ entry: name })}
          onPress={() => onRemove(entry.id)}
        >
          {LL.play.entry.remove()}
        </Button>
      </div>
    </li>
  );
});
