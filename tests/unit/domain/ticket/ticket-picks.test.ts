import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createTicketList, setTicketCount, updateEntry, type TicketList } from "@/domain/ticket/ticket-list";
import {
  clearAll,
  clearEntry,
  flagInvalidEntries,
  quickPick,
  quickPickEntry,
  shouldResetOnStartup,
  shuffleAll,
  toggleNumber,
  withNumbers,
} from "@/domain/ticket/ticket-picks";
import { DEFAULT_TICKET_RULES, type TicketRules } from "@/domain/ticket/ticket-rules";
import { isEntryBlank, isEntryInvalid } from "@/domain/ticket/ticket-validity";
import { counterIds, seededRandom } from "../domain-fixtures";

const rules: TicketRules = { ...DEFAULT_TICKET_RULES, maxEntries: 3 };
const FULL = [[1, 2, 3, 4, 5, 6], [7]];

const listOf = (count: number) => {
  const ids = counterIds();
  return { ids, list: setTicketCount(createTicketList(ids, rules), count, ids, rules) };
};
const fill = (list: TicketList, index: number, numbers: number[][]) =>
  updateEntry(list, list.entries[index]?.id ?? "", (entry) => withNumbers(entry, numbers, false, rules));
const ok = <A, E>(result: Result.Result<A, E>): A => Result.getOrThrow(result);

describe("quick pick / redo (SPEC §4: fills the first empty entry, otherwise adds one)", () => {
  it("fills the first empty entry", () => {
    const { ids, list } = listOf(3);
    const picked = ok(quickPick(fill(list, 0, FULL), true, seededRandom(1), ids, rules));
    expect(picked.entries).toHaveLength(3);
    expect(isEntryInvalid(picked.entries[1]?.numbersChecked ?? [], rules)).toBe(false);
    expect(picked.entries[1]?.automatically).toBe(true);
    expect(isEntryBlank(picked.entries[2]?.numbersChecked ?? [])).toBe(true);
  });

  it("adds a filled entry when none is empty", () => {
    const { ids, list } = listOf(1);
    const picked = ok(quickPick(fill(list, 0, FULL), true, seededRandom(2), ids, rules));
    expect(picked.entries.map((entry) => entry.name)).toEqual(["ENTRY 1", "ENTRY 2"]);
    expect(isEntryInvalid(picked.entries[1]?.numbersChecked ?? [], rules)).toBe(false);
  });

  it.each([
    ["without a game", 1, false, "NoGameSelected"],
    ["at the maximum with every entry filled", 3, true, "MaximumReached"],
  ])("is blocked %s", (_, count, gameSelected, reason) => {
    const { ids, list } = listOf(count);
    const full = list.entries.reduce((acc, _entry, index) => fill(acc, index, FULL), list);
    const result = quickPick(full, gameSelected, seededRandom(3), ids, rules);
    expect(Result.isFailure(result) && result.failure.reason).toBe(reason);
  });

  it("quickPickEntry refills one given entry", () => {
    const { list } = listOf(2);
    const picked = quickPickEntry(fill(list, 1, FULL), list.entries[1]?.id ?? "", seededRandom(4), rules);
    expect(picked.entries[1]?.automatically).toBe(true);
    expect(isEntryBlank(picked.entries[0].numbersChecked)).toBe(true);
  });
});

describe("shuffle (SPEC §4: every entry gets random distinct numbers)", () => {
  it("fills every entry, pools separately within their own ranges", () => {
    const { list } = listOf(3);
    const shuffled = shuffleAll(list, seededRandom(5), rules);
    for (const entry of shuffled.entries) {
      expect(isEntryInvalid(entry.numbersChecked, rules)).toBe(false);
      expect(entry.bets).toEqual(entry.numbersChecked.map((pool) => [...pool].sort((a, b) => a - b)));
    }
  });
});

describe("clear", () => {
  it("clearEntry empties one entry and drops its error flag", () => {
    const { list } = listOf(2);
    const flagged = flagInvalidEntries(fill(list, 0, [[1], []]), rules);
    const cleared = clearEntry(flagged, flagged.entries[0].id, rules);
    expect(cleared.entries[0]).toMatchObject({ numbersChecked: [[], []], bets: [[], []], isError: false });
  });

  it("clearAll empties every entry (startup with a signed-in user, SPEC §4)", () => {
    const { list } = listOf(2);
    const cleared = clearAll(shuffleAll(list, seededRandom(6), rules), rules);
    expect(cleared.entries.every((entry) => isEntryBlank(entry.numbersChecked) && !entry.automatically)).toBe(true);
  });
});

describe("toggle a number (pool limits, SPEC §5/§9)", () => {
  const entryId = (list: TicketList) => list.entries[0].id;

  it("adds then removes a number", () => {
    const { list } = listOf(1);
    const added = ok(toggleNumber(list, entryId(list), 0, 9, rules));
    expect(added.entries[0].numbersChecked).toEqual([[9], []]);
    const removed = ok(toggleNumber(added, entryId(list), 0, 9, rules));
    expect(removed.entries[0].numbersChecked).toEqual([[], []]);
  });

  it.each([
    ["unknown entry", "nope", 0, 1, "UnknownEntry"],
    ["unknown pool", null, 2, 1, "UnknownPool"],
    ["below the range", null, 0, 0, "OutOfRange"],
    ["above the main range", null, 0, 45, "OutOfRange"],
    ["above the bonus range", null, 1, 23, "OutOfRange"],
    ["a fraction", null, 0, 1.5, "OutOfRange"],
  ])("refuses %s", (_, id, pool, value, reason) => {
    const { list } = listOf(1);
    const result = toggleNumber(list, id ?? entryId(list), pool, value, rules);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ToggleRejected", reason });
  });

  it("refuses a seventh main number but still allows removing one", () => {
    const { list } = listOf(1);
    const full = fill(list, 0, FULL);
    const result = toggleNumber(full, entryId(full), 0, 40, rules);
    expect(Result.isFailure(result) && result.failure.reason).toBe("PoolFull");
    expect(ok(toggleNumber(full, entryId(full), 0, 6, rules)).entries[0].numbersChecked).toEqual([[1, 2, 3, 4, 5], [7]]);
  });

  it("a flagged entry loses its flag once it becomes valid", () => {
    const { list } = listOf(1);
    const flagged = flagInvalidEntries(fill(list, 0, [[1, 2, 3, 4, 5, 6], []]), rules);
    expect(flagged.entries[0].isError).toBe(true);
    expect(ok(toggleNumber(flagged, entryId(flagged), 1, 3, rules)).entries[0].isError).toBe(false);
  });

  it("an unflagged incomplete entry is not flagged while the player is still picking", () => {
    const { list } = listOf(1);
    expect(ok(toggleNumber(list, entryId(list), 0, 3, rules)).entries[0].isError).toBe(false);
  });
});

describe("flags and startup (SPEC §4/§5)", () => {
  it("flagInvalidEntries marks exactly the invalid entries", () => {
    const { list } = listOf(2);
    const flagged = flagInvalidEntries(fill(list, 0, FULL), rules);
    expect(flagged.entries.map((entry) => entry.isError)).toEqual([false, true]);
  });

  it.each([
    ["empty cart, one blank entry", 1, false, true, true],
    ["cart has items", 1, false, false, false],
    ["two entries", 2, false, true, false],
    ["the only entry has numbers", 1, true, true, false],
  ])("reset on startup: %s", (_, count, filled, cartIsEmpty, expected) => {
    const { list } = listOf(count);
    expect(shouldResetOnStartup(filled ? fill(list, 0, FULL) : list, cartIsEmpty)).toBe(expected);
  });
});
