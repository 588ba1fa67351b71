import { Data, Result, Schema } from "effect";
import { entryName, TicketEntry } from "@/domain/ticket/ticket-entry";
import type { TicketRules } from "@/domain/ticket/ticket-rules";

/** Supplies fresh unique ids (RandomPort/IdPort in the application); the domain never invents them. */
export type IdGenerator = () => string;

/**
 * SPEC §4 Ticket list: the entries of the ticket being built for one game. All entries share the
 * list's idBlock, which becomes the cart item's idBlock. `entries` is never empty by type.
 */
export interface TicketList {
  readonly idBlock: string;
  readonly entries: readonly [TicketEntry, ...TicketEntry[]];
}

/** The ticket list as kept in storage; decoding refuses an empty list (SPEC §4). */
export const StoredTicketList = Schema.Struct({ idBlock: Schema.String, entries: Schema.NonEmptyArray(TicketEntry) });

/** SPEC §4: why adding an entry did nothing. */
export class AddEntryBlocked extends Data.TaggedError("AddEntryBlocked")<{
  readonly reason: "NoGameSelected" | "MaximumReached";
}> {}

/** SPEC §3 defaults of a fresh entry: named by position, one empty number list per pool. */
export const blankEntry = (id: string, idBlock: string, position: number, rules: TicketRules): TicketEntry => ({
  id,
  idBlock,
  name: entryName(position),
  numbersChecked: rules.pools.map(() => []),
  date: [],
  valueDate: "",
  isError: false,
  automatically: false,
  addons: [],
  bets: rules.pools.map(() => []),
  amount: 0,
});

/** SPEC §4: a new list holds exactly one blank entry. */
export const createTicketList = (ids: IdGenerator, rules: TicketRules): TicketList => {
  const idBlock = ids();
  return { idBlock, entries: [blankEntry(ids(), idBlock, 1, rules)] };
};

type Entries = TicketList["entries"];

/** Map a non-empty entry list, keeping it non-empty by type. */
export const mapEntries = (entries: Entries, update: (entry: TicketEntry, index: number) => TicketEntry): Entries => {
  const [first, ...rest] = entries;
  return [update(first, 0), ...rest.map((entry, index) => update(entry, index + 1))];
};

/** SPEC §4 ntickets: the number of entries. */
export const ticketCount = (list: TicketList): number => list.entries.length;

/** SPEC §4: entries are renamed ENTRY 1..n by position after any removal. */
export const renumber = (list: TicketList, entries: ReadonlyArray<TicketEntry>, fallback: TicketEntry): TicketList => {
  const [first = fallback, ...rest] = entries;
  const named = mapEntries([first, ...rest], (entry, index) => ({ ...entry, idBlock: list.idBlock, name: entryName(index + 1) }));
  return { idBlock: list.idBlock, entries: named };
};

/** SPEC §4: remove one entry and renumber; removing the only entry leaves one blank entry. */
export const removeEntry = (list: TicketList, entryId: string, ids: IdGenerator, rules: TicketRules): TicketList => {
  if (!list.entries.some((entry) => entry.id === entryId)) return list;
  const remaining = list.entries.filter((entry) => entry.id !== entryId);
  return renumber(list, remaining, blankEntry(ids(), list.idBlock, 1, rules));
};

/** Blank entries appended after the current ones, numbered on from them. */
const appendBlank = (list: TicketList, count: number, ids: IdGenerator, rules: TicketRules): TicketList => {
  const added = Array.from({ length: count }, (_, offset) =>
    blankEntry(ids(), list.idBlock, list.entries.length + offset + 1, rules),
  );
  return { idBlock: list.idBlock, entries: [...list.entries, ...added] };
};

/**
 * SPEC §4 ntickets: raising the count adds blank entries, lowering it trims from the end; the count
 * is clamped to 1..maxEntries (the maximum-ball setting).
 */
export const setTicketCount = (list: TicketList, count: number, ids: IdGenerator, rules: TicketRules): TicketList => {
  const target = Math.min(rules.maxEntries, Math.max(1, Math.floor(Number.isFinite(count) ? count : 1)));
  const current = list.entries.length;
  if (target > current) return appendBlank(list, target - current, ids, rules);
  return renumber(list, list.entries.slice(0, target), list.entries[0]);
};

/** SPEC §4: whether one more entry may be added, as a typed reason when not. */
export const canAddEntry = (
  list: TicketList,
  gameSelected: boolean,
  rules: TicketRules,
): Result.Result<void, AddEntryBlocked> => {
  if (!gameSelected) return Result.fail(new AddEntryBlocked({ reason: "NoGameSelected" }));
  if (list.entries.length >= rules.maxEntries) return Result.fail(new AddEntryBlocked({ reason: "MaximumReached" }));
  return Result.succeed(undefined);
};

/** SPEC §4: add one blank entry, blocked at the maximum and when no game is selected. */
export const addEntry = (
  list: TicketList,
  gameSelected: boolean,
  ids: IdGenerator,
  rules: TicketRules,
): Result.Result<TicketList, AddEntryBlocked> =>
  Result.map(canAddEntry(list, gameSelected, rules), () => appendBlank(list, 1, ids, rules));

/** Replace one entry by id (unknown ids leave the list unchanged). */
export const updateEntry = (list: TicketList, entryId: string, update: (entry: TicketEntry) => TicketEntry): TicketList => ({
  idBlock: list.idBlock,
  entries: mapEntries(list.entries, (entry) => (entry.id === entryId ? update(entry) : entry)),
});

/** Apply `update` to every entry. */
export const updateEntries = (list: TicketList, update: (entry: TicketEntry) => TicketEntry): TicketList => ({
  idBlock: list.idBlock,
  entries: mapEntries(list.entries, update),
});
