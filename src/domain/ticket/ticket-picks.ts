import { Data, Result } from "effect";
import { pickDistinct, type RandomSource } from "@/domain/ticket/random-picks";
import type { TicketEntry } from "@/domain/ticket/ticket-entry";
import {
  addEntry,
  AddEntryBlocked,
  updateEntries,
  updateEntry,
  type IdGenerator,
  type TicketList,
} from "@/domain/ticket/ticket-list";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { isEntryBlank, isEntryInvalid } from "@/domain/ticket/ticket-validity";

/** Why a number could not be toggled. */
export class ToggleRejected extends Data.TaggedError("ToggleRejected")<{
  readonly reason: "UnknownEntry" | "UnknownPool" | "OutOfRange" | "PoolFull";
}> {}

/**
 * Set an entry's numbers. `bets` mirrors them sorted per pool; an error flag, once raised
 * (flagInvalidEntries), stays until the entry becomes valid (SPEC §5 isError).
 */
export const withNumbers = (
  entry: TicketEntry,
  numbersChecked: ReadonlyArray<ReadonlyArray<number>>,
  automatically: boolean,
  rules: TicketRules,
): TicketEntry => ({
  ...entry,
  numbersChecked: numbersChecked.map((numbers) => [...numbers]),
  bets: numbersChecked.map((numbers) => [...numbers].sort((a, b) => a - b)),
  automatically,
  isError: entry.isError && isEntryInvalid(numbersChecked, rules),
});

/** SPEC §4 quick pick / shuffle: every pool filled with distinct random numbers of its own range. */
export const randomNumbers = (rules: TicketRules, random: RandomSource): number[][] =>
  rules.pools.map((pool) => pickDistinct(random, pool.min, pool.max, pool.picks));

const fillEntry = (entry: TicketEntry, rules: TicketRules, random: RandomSource): TicketEntry =>
  withNumbers(entry, randomNumbers(rules, random), true, rules);

/**
 * SPEC §4 redo / quick pick: fill the first empty entry; when none is empty, add one and fill it
 * (which is blocked, with the reason, at the maximum or without a game).
 */
export const quickPick = (
  list: TicketList,
  gameSelected: boolean,
  random: RandomSource,
  ids: IdGenerator,
  rules: TicketRules,
): Result.Result<TicketList, AddEntryBlocked> => {
  if (!gameSelected) return Result.fail(new AddEntryBlocked({ reason: "NoGameSelected" }));
  const blank = list.entries.find((entry) => isEntryBlank(entry.numbersChecked));
  if (blank !== undefined) {
    return Result.succeed(updateEntry(list, blank.id, (entry) => fillEntry(entry, rules, random)));
  }
  return Result.map(addEntry(list, gameSelected, ids, rules), (grown) => {
    const added = grown.entries[grown.entries.length - 1] as TicketEntry;
    return updateEntry(grown, added.id, (entry) => fillEntry(entry, rules, random));
  });
};

/** Quick pick for one given entry (its own "random" button). */
export const quickPickEntry = (list: TicketList, entryId: string, random: RandomSource, rules: TicketRules): TicketList =>
  updateEntry(list, entryId, (entry) => fillEntry(entry, rules, random));

/** SPEC §4 shuffle: every entry gets fresh distinct random numbers, pool by pool. */
export const shuffleAll = (list: TicketList, random: RandomSource, rules: TicketRules): TicketList =>
  updateEntries(list, (entry) => fillEntry(entry, rules, random));

/** Clear the numbers of one entry. */
export const clearEntry = (list: TicketList, entryId: string, rules: TicketRules): TicketList =>
  updateEntry(list, entryId, (entry) => ({
    ...withNumbers(
      entry,
      rules.pools.map(() => []),
      false,
      rules,
    ),
    isError: false,
  }));

/** SPEC §4 clear (and startup: "numbers of current tickets are cleared"): every entry emptied. */
export const clearAll = (list: TicketList, rules: TicketRules): TicketList =>
  updateEntries(list, (entry) => ({
    ...withNumbers(
      entry,
      rules.pools.map(() => []),
      false,
      rules,
    ),
    isError: false,
  }));

const toggled = (numbers: ReadonlyArray<number>, value: number): number[] =>
  numbers.includes(value) ? numbers.filter((n) => n !== value) : [...numbers, value];

/**
 * Toggle one number of one pool. Removing always works; adding respects the pool's range and
 * its number of picks (SPEC §5 range, §9 6 + 1 split).
 */
export const toggleNumber = (
  list: TicketList,
  entryId: string,
  poolIndex: number,
  value: number,
  rules: TicketRules,
): Result.Result<TicketList, ToggleRejected> => {
  const entry = list.entries.find((candidate) => candidate.id === entryId);
  const pool = rules.pools[poolIndex];
  if (entry === undefined) return Result.fail(new ToggleRejected({ reason: "UnknownEntry" }));
  if (pool === undefined) return Result.fail(new ToggleRejected({ reason: "UnknownPool" }));
  const current = entry.numbersChecked[poolIndex] ?? [];
  if (!current.includes(value)) {
    if (!Number.isInteger(value) || value < pool.min || value > pool.max)
      return Result.fail(new ToggleRejected({ reason: "OutOfRange" }));
    if (current.length >= pool.picks) return Result.fail(new ToggleRejected({ reason: "PoolFull" }));
  }
  const numbers = rules.pools.map((_, index) =>
    index === poolIndex ? toggled(current, value) : [...(entry.numbersChecked[index] ?? [])],
  );
  return Result.succeed(updateEntry(list, entryId, (target) => withNumbers(target, numbers, false, rules)));
};

/** SPEC §5: raise isError on every entry that is not valid (before adding to the cart). */
export const flagInvalidEntries = (list: TicketList, rules: TicketRules): TicketList =>
  updateEntries(list, (entry) => ({ ...entry, isError: isEntryInvalid(entry.numbersChecked, rules) }));

/** SPEC §4 startup: with an empty cart and a single blank entry, the tickets are reset. */
export const shouldResetOnStartup = (list: TicketList, cartIsEmpty: boolean): boolean =>
  cartIsEmpty && list.entries.length === 1 && isEntryBlank(list.entries[0].numbersChecked);
