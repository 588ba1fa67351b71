import { Result } from "effect";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { RandomPort } from "@/application/ports/random.port";
import type { TicketEntry } from "@/domain/ticket/ticket-entry";
import {
  addEntry,
  type AddEntryBlocked,
  createTicketList,
  removeEntry,
  type TicketList,
} from "@/domain/ticket/ticket-list";
import {
  clearAll,
  clearEntry,
  flagInvalidEntries,
  quickPick,
  quickPickEntry,
  shuffleAll,
  toggleNumber,
} from "@/domain/ticket/ticket-picks";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { isEntryBlank } from "@/domain/ticket/ticket-validity";

export interface UseTicketListOptions {
  readonly rules: TicketRules;
  /** SPEC §4: without a selected game nothing is added. */
  readonly gameSelected: boolean;
  /** Randomness for quick pick and shuffle, and fresh entry ids (RandomPort). */
  readonly random: RandomPort;
  readonly initialList?: TicketList;
  /** Every new list, e.g. to keep it in storage. */
  readonly onChange?: (list: TicketList) => void;
}

/** What the entries need of a ticket list, whoever keeps it (this hook, or the ticket editor service). */
export interface TicketListControls {
  readonly list: TicketList;
  readonly toggle: (entryId: string, poolIndex: number, value: number) => void;
  /** The added blank entry, or why nothing was added (SPEC §4). */
  readonly addEntry: () => Result.Result<TicketEntry, AddEntryBlocked>;
  readonly removeEntry: (entryId: string) => void;
  /** SPEC §4 redo: the entry it filled (the first empty one, else a new one), or why it could not. */
  readonly quickPick: () => Result.Result<TicketEntry, AddEntryBlocked>;
  readonly quickPickEntry: (entryId: string) => TicketEntry | undefined;
  readonly shuffleAll: () => void;
  readonly clearAll: () => void;
  readonly clearEntry: (entryId: string) => void;
}

/** The list kept in the component (no container), which flags invalid entries itself. */
export interface LocalTicketList extends TicketListControls {
  /** SPEC §5: raise isError on every invalid entry; returns their ids. */
  readonly flagInvalid: () => ReadonlyArray<string>;
}

const find = (list: TicketList, entryId: string | undefined): TicketEntry | undefined =>
  list.entries.find((entry) => entry.id === entryId);

/**
 * The ticket being built, edited only through the domain's list operations. Randomness happens in
 * the event handlers, never inside a state updater, so React may replay updaters safely; the
 * handlers read the latest list from a ref and stay stable for memoised children.
 */
export function useTicketList({ rules, gameSelected, random, initialList, onChange }: UseTicketListOptions): LocalTicketList {
  const ids = useCallback(() => random.uuid(), [random]);
  const source = useCallback(() => random.next(), [random]);
  const [list, setList] = useState<TicketList>(() => initialList ?? createTicketList(ids, rules));
  const current = useRef(list);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });

  const apply = useCallback((next: TicketList) => {
    if (next === current.current) return;
    current.current = next;
    setList(next);
    changed.current?.(next);
  }, []);

  const toggle = useCallback(
    (entryId: string, poolIndex: number, value: number) => {
      const result = toggleNumber(current.current, entryId, poolIndex, value, rules);
      if (Result.isSuccess(result)) apply(result.success);
    },
    [apply, rules],
  );

  const add = useCallback(() => {
    const result = addEntry(current.current, gameSelected, ids, rules);
    if (Result.isSuccess(result)) apply(result.success);
    return Result.map(result, (next) => next.entries[next.entries.length - 1] as TicketEntry);
  }, [apply, gameSelected, ids, rules]);

  const redo = useCallback(() => {
    const blank = current.current.entries.find((entry) => isEntryBlank(entry.numbersChecked));
    const result = quickPick(current.current, gameSelected, source, ids, rules);
    if (Result.isSuccess(result)) apply(result.success);
    return Result.map(result, (next) => find(next, blank?.id) ?? (next.entries[next.entries.length - 1] as TicketEntry));
  }, [apply, gameSelected, ids, rules, source]);

  const pickOne = useCallback(
    (entryId: string) => {
      const next = quickPickEntry(current.current, entryId, source, rules);
      apply(next);
      return find(next, entryId);
    },
    [apply, rules, source],
  );

  const flagInvalid = useCallback(() => {
    const next = flagInvalidEntries(current.current, rules);
    apply(next);
    return next.entries.filter((entry) => entry.isError).map((entry) => entry.id);
  }, [apply, rules]);

  const remove = useCallback((entryId: string) => apply(removeEntry(current.current, entryId, ids, rules)), [apply, ids, rules]);
  const shuffle = useCallback(() => apply(shuffleAll(current.current, source, rules)), [apply, rules, source]);
  const clear = useCallback(() => apply(clearAll(current.current, rules)), [apply, rules]);
  const clearOne = useCallback((entryId: string) => apply(clearEntry(current.current, entryId, rules)), [apply, rules]);

  return useMemo(
    () => ({
      list,
      toggle,
      addEntry: add,
      removeEntry: remove,
      quickPick: redo,
      quickPickEntry: pickOne,
      shuffleAll: shuffle,
      clearAll: clear,
      clearEntry: clearOne,
      flagInvalid,
    }),
    [list, toggle, add, remove, redo, pickOne, shuffle, clear, clearOne, flagInvalid],
  );
}
