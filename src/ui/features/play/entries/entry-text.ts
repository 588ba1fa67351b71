import type { TicketEntry } from "@/domain/ticket/ticket-entry";
import type { TicketRules } from "@/domain/ticket/ticket-rules";
import { entryProblems, type TicketProblem } from "@/domain/ticket/ticket-validity";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";

/** ARCHITECTURE §3.5: the one place that turns the domain's ticket problem tags into words. */
export const problemText = (LL: TranslationFunctions, problem: TicketProblem): string => {
  switch (problem._tag) {
    case "TooFewNumbers":
      return LL.play.problem.tooFew({ required: problem.required, chosen: problem.chosen });
    case "OutOfRange":
      return LL.play.problem.outOfRange({ value: problem.value });
    case "Duplicate":
      return LL.play.problem.duplicate({ value: problem.value });
    case "PoolOverflow":
      return LL.play.problem.poolOverflow({ chosen: problem.chosen, allowed: problem.allowed });
    case "UnknownPool":
      return LL.play.problem.unknownPool();
  }
};

/** SPEC §3: "ENTRY 1", "ENTRY 2", … translated, from the entry's position (1-based). */
export const entryLabel = (LL: TranslationFunctions, position: number): string => LL.common.entryName({ position });

export type EntryStatus =
  | { readonly kind: "error"; readonly text: string }
  | { readonly kind: "complete"; readonly text: string }
  | { readonly kind: "progress"; readonly text: string };

const chosenCount = (entry: TicketEntry): number => entry.numbersChecked.reduce((sum, pool) => sum + pool.length, 0);

/**
 * The status line of an entry. SPEC §5: a flagged entry (isError) says why in text; an unflagged
 * entry shows its progress, or that it is complete.
 */
export const entryStatus = (LL: TranslationFunctions, entry: TicketEntry, rules: TicketRules): EntryStatus => {
  const [problem] = entryProblems(entry.numbersChecked, rules);
  if (problem === undefined) return { kind: "complete", text: LL.play.entry.complete() };
  if (entry.isError) return { kind: "error", text: problemText(LL, problem) };
  return { kind: "progress", text: LL.play.entry.progress({ chosen: chosenCount(entry), required: rules.minBalls }) };
};

/** Why the ticket cannot go to the cart yet: "ENTRY 2: Choose 7 numbers: 3 chosen so far; …", or null. */
export const invalidEntriesText = (
  LL: TranslationFunctions,
  entries: ReadonlyArray<TicketEntry>,
  rules: TicketRules,
): string | null => {
  const reasons = entries.flatMap((entry, index) => {
    const [problem] = entryProblems(entry.numbersChecked, rules);
    return problem === undefined ? [] : [`${entryLabel(LL, index + 1)}: ${problemText(LL, problem)}`];
  });
  return reasons.length === 0 ? null : reasons.join("; ");
};
