import type { TicketRules } from "@/domain/ticket/ticket-rules";

/** Why an entry is not playable. Tags only: the UI chooses the words. */
export type TicketProblem =
  | { readonly _tag: "TooFewNumbers"; readonly chosen: number; readonly required: number }
  | { readonly _tag: "OutOfRange"; readonly pool: number; readonly value: number }
  | { readonly _tag: "Duplicate"; readonly pool: number; readonly value: number }
  | { readonly _tag: "PoolOverflow"; readonly pool: number; readonly chosen: number; readonly allowed: number }
  | { readonly _tag: "UnknownPool"; readonly pool: number };

const poolProblems = (numbers: ReadonlyArray<number>, index: number, rules: TicketRules): TicketProblem[] => {
  const pool = rules.pools[index];
  if (pool === undefined) return numbers.length > 0 ? [{ _tag: "UnknownPool", pool: index }] : [];
  const problems: TicketProblem[] = [];
  const seen = new Set<number>();
  for (const value of numbers) {
    if (!Number.isInteger(value) || value < pool.min || value > pool.max)
      problems.push({ _tag: "OutOfRange", pool: index, value });
    if (seen.has(value)) problems.push({ _tag: "Duplicate", pool: index, value });
    seen.add(value);
  }
  if (numbers.length > pool.picks)
    problems.push({ _tag: "PoolOverflow", pool: index, chosen: numbers.length, allowed: pool.picks });
  return problems;
};

/**
 * SPEC §5: an entry is valid when it holds at least the minimum ball count and every number is in
 * range. Beyond the SPEC (docs/domain.md): each pool is checked against its own range (the main
 * pool's range is SPEC §5's 1..maximum), and duplicates or more numbers than a pool's picks are
 * problems too, so a valid entry holds exactly `picks` distinct numbers per pool.
 */
export const entryProblems = (numbersChecked: ReadonlyArray<ReadonlyArray<number>>, rules: TicketRules): TicketProblem[] => {
  const chosen = numbersChecked.reduce((sum, numbers) => sum + numbers.length, 0);
  const counted: TicketProblem[] = chosen < rules.minBalls ? [{ _tag: "TooFewNumbers", chosen, required: rules.minBalls }] : [];
  return [...counted, ...numbersChecked.flatMap((numbers, index) => poolProblems(numbers, index, rules))];
};

/** SPEC §5: the isError flag of an entry. */
export const isEntryInvalid = (numbersChecked: ReadonlyArray<ReadonlyArray<number>>, rules: TicketRules): boolean =>
  entryProblems(numbersChecked, rules).length > 0;

/** An entry with no numbers at all: SPEC §4 quick pick fills the first such entry. */
export const isEntryBlank = (numbersChecked: ReadonlyArray<ReadonlyArray<number>>): boolean =>
  numbersChecked.every((numbers) => numbers.length === 0);

/** A list none of whose entries has a number: nothing of the player's to keep. */
export const isListBlank = (list: {
  readonly entries: ReadonlyArray<{ readonly numbersChecked: ReadonlyArray<ReadonlyArray<number>> }>;
}): boolean => list.entries.every((entry) => isEntryBlank(entry.numbersChecked));
