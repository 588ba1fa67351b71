import "../play.css";
import { Result } from "effect";
import { useCallback, useId, useLayoutEffect, useRef, useState } from "react";
import type { AddEntryBlocked } from "@/domain/ticket/ticket-list";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { Button } from "@/ui/components/button";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { useAnnounce } from "../play-announcer";
import { quickPickMessage } from "../picker/picker-text";
import { EntryCard } from "./entry-card";
import { entryLabel } from "./entry-text";
import type { TicketListControls } from "./ticket-list-controls";

export interface EntryListProps {
  readonly controls: TicketListControls;
  readonly rules: TicketRules;
}

/**
 * SPEC §4 ticket list: the entries (ENTRY 1…) with add, quick pick (redo), shuffle all and clear
 * all. Adding stops at the maximum and without a game, with the reason shown; removing renumbers.
 */
export function EntryList({ controls, rules }: EntryListProps) {
  const { LL, locale } = useI18nContext();
  const announce = useAnnounce();
  const { list, toggle, quickPickEntry, clearEntry, removeEntry } = controls;
  const ids = useId();
  const [expanded, setExpanded] = useState<string | null>(() => list.entries[0].id);
  const [message, setMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  }, [list]);

  const positionOf = useCallback((entryId: string) => latest.current.entries.findIndex((e) => e.id === entryId) + 1, []);
  const blockedText = useCallback(
    (blocked: AddEntryBlocked) =>
      blocked.reason === "MaximumReached" ? LL.play.list.maxReached({ max: rules.maxEntries }) : LL.play.list.noGame(),
    [LL, rules.maxEntries],
  );

  const onAdd = () => {
    const position = list.entries.length + 1;
    const result = controls.addEntry();
    if (Result.isFailure(result)) return setMessage(blockedText(result.failure));
    setMessage(null);
    setExpanded(result.success.id);
    announce(LL.play.announce.entryAdded({ entry: entryLabel(LL, position) }));
  };

  const onShuffle = () => {
    controls.shuffleAll();
    announce(LL.play.announce.shuffled());
  };

  const onClearAll = () => {
    controls.clearAll();
    announce(LL.play.announce.cleared());
  };

  const onRedo = () => {
    const result = controls.quickPick();
    if (Result.isFailure(result)) return setMessage(blockedText(result.failure));
    setMessage(null);
    announce(quickPickMessage(LL, locale, result.success.numbersChecked, rules));
  };

  const onQuickPick = useCallback(
    (entryId: string) => {
      const entry = quickPickEntry(entryId);
      if (entry !== undefined) announce(quickPickMessage(LL, locale, entry.numbersChecked, rules));
    },
    [LL, announce, quickPickEntry, locale, rules],
  );

  const onClear = useCallback(
    (entryId: string) => {
      const entry = entryLabel(LL, positionOf(entryId));
      clearEntry(entryId);
      announce(LL.play.announce.entryCleared({ entry }));
    },
    [LL, announce, clearEntry, positionOf],
  );

  const onRemove = useCallback(
    (entryId: string) => {
      const entry = entryLabel(LL, positionOf(entryId));
      removeEntry(entryId);
      setMessage(null);
      announce(LL.play.announce.entryRemoved({ entry }));
      headingRef.current?.focus();
    },
    [LL, announce, removeEntry, positionOf],
  );

  // A list replaced under us (entry removed, fresh list after adding to the cart) opens its first entry.
  const open = expanded === null || list.entries.some((entry) => entry.id === expanded) ? expanded : list.entries[0].id;

  const onExpandedChange = useCallback((entryId: string, open: boolean) => setExpanded(open ? entryId : null), []);

  return (
    <section className="play-entries-section" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1}>
        {LL.play.list.heading()}
      </h2>
      <p>{LL.play.list.count({ count: list.entries.length, max: rules.maxEntries })}</p>
      <div className="play-toolbar">
        <Button variant="secondary" onPress={onAdd}>
          {LL.play.list.addEntry()}
        </Button>
        <Button variant="secondary" onPress={onRedo} aria-describedby={`${ids}-redo`}>
          {LL.play.list.quickPick()}
        </Button>
        <Button variant="ghost" onPress={onShuffle}>
          {LL.play.list.shuffleAll()}
        </Button>
        <Button variant="ghost" onPress={onClearAll}>
          {LL.play.list.clearAll()}
        </Button>
      </div>
      <p id={`${ids}-redo`} className="ui-visually-hidden">
        {LL.play.list.quickPickHint()}
      </p>
      <div role="status" className="play-message">
        {message}
      </div>
      <ol className="play-entries">
        {list.entries.map((entry, index) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            position={index + 1}
            rules={rules}
            isExpanded={open === entry.id}
            onToggleNumber={toggle}
            onExpandedChange={onExpandedChange}
            onQuickPick={onQuickPick}
            onClear={onClear}
            onRemove={onRemove}
          />
        ))}
      </ol>
    </section>
  );
}
