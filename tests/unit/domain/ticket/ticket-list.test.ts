import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  addEntry,
  canAddEntry,
  createTicketList,
  removeEntry,
  setTicketCount,
  ticketCount,
  updateEntry,
  type TicketList,
} from "@/domain/ticket/ticket-list";
import { DEFAULT_TICKET_RULES, type TicketRules } from "@/domain/ticket/ticket-rules";
import { counterIds } from "../domain-fixtures";

const rules: TicketRules = { ...DEFAULT_TICKET_RULES, maxEntries: 4 };
const names = (list: TicketList) => list.entries.map((entry) => entry.name);
const grow = (count: number) => {
  const ids = counterIds();
  return { ids, list: setTicketCount(createTicketList(ids, rules), count, ids, rules) };
};

describe("ticket list (SPEC §4)", () => {
  it("starts with one blank entry named ENTRY 1, sharing the list's idBlock", () => {
    const list = createTicketList(counterIds(), rules);
    expect(list.idBlock).toBe("id-1");
    expect(list.entries).toEqual([
      {
        id: "id-2",
        idBlock: "id-1",
        name: "ENTRY 1",
        numbersChecked: [[], []],
        date: [],
        valueDate: "",
        isError: false,
        automatically: false,
        addons: [],
        bets: [[], []],
        amount: 0,
      },
    ]);
  });

  it("removing renumbers the names", () => {
    const { ids, list } = grow(3);
    const second = list.entries[1]?.id ?? "";
    const after = removeEntry(list, second, ids, rules);
    expect(names(after)).toEqual(["ENTRY 1", "ENTRY 2"]);
    expect(after.entries.map((entry) => entry.id)).toEqual([list.entries[0].id, list.entries[2]?.id]);
  });

  it("removing the only entry leaves one blank entry", () => {
    const ids = counterIds();
    const list = updateEntry(createTicketList(ids, rules), "id-2", (entry) => ({ ...entry, numbersChecked: [[5], []] }));
    const after = removeEntry(list, "id-2", ids, rules);
    expect(ticketCount(after)).toBe(1);
    expect(after.entries[0]).toMatchObject({ name: "ENTRY 1", numbersChecked: [[], []], idBlock: list.idBlock });
    expect(after.entries[0].id).not.toBe("id-2");
  });

  it("removing an unknown id changes nothing", () => {
    const { ids, list } = grow(2);
    expect(removeEntry(list, "nope", ids, rules)).toBe(list);
  });

  it.each([
    [3, 3],
    [4, 4],
    [9, 4],
    [0, 1],
    [-2, 1],
    [2.7, 2],
    [Number.NaN, 1],
  ])("ntickets %d → %i entries (1..maximum)", (count, expected) => {
    const { list } = grow(count);
    expect(ticketCount(list)).toBe(expected);
    expect(names(list)).toEqual(Array.from({ length: expected }, (_, index) => `ENTRY ${index + 1}`));
  });

  it("lowering ntickets trims from the end and keeps the first entries", () => {
    const { ids, list } = grow(4);
    const trimmed = setTicketCount(list, 2, ids, rules);
    expect(trimmed.entries.map((entry) => entry.id)).toEqual(list.entries.slice(0, 2).map((entry) => entry.id));
  });

  it("adding appends a blank entry numbered on", () => {
    const { ids, list } = grow(2);
    const added = Result.getOrThrow(addEntry(list, true, ids, rules));
    expect(names(added)).toEqual(["ENTRY 1", "ENTRY 2", "ENTRY 3"]);
  });

  it.each([
    ["no game selected", 1, false, "NoGameSelected"],
    ["at the maximum", 4, true, "MaximumReached"],
  ])("adding is blocked %s, with a typed reason", (_, count, gameSelected, reason) => {
    const { ids, list } = grow(count);
    const result = addEntry(list, gameSelected, ids, rules);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "AddEntryBlocked", reason });
    expect(Result.isFailure(canAddEntry(list, gameSelected, rules))).toBe(true);
  });
});
