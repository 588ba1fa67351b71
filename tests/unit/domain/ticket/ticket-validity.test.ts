import { describe, expect, it } from "vitest";
import { DEFAULT_TICKET_RULES } from "@/domain/ticket/ticket-rules";
import { entryProblems, isEntryBlank, isEntryInvalid, isListBlank } from "@/domain/ticket/ticket-validity";

const rules = DEFAULT_TICKET_RULES;

describe("entry validity (SPEC §5: at least the minimum ball count, each from 1 to the maximum)", () => {
  it.each([
    ["6 main + 1 bonus", [[1, 2, 3, 4, 5, 44], [22]]],
    ["numbers in any order", [[44, 3, 1, 20, 9, 10], [1]]],
  ])("valid: %s", (_, numbers) => {
    expect(entryProblems(numbers, rules)).toEqual([]);
    expect(isEntryInvalid(numbers, rules)).toBe(false);
  });

  it.each([
    ["blank", [[], []], [{ _tag: "TooFewNumbers", chosen: 0, required: 7 }]],
    ["6 numbers only", [[1, 2, 3, 4, 5, 6], []], [{ _tag: "TooFewNumbers", chosen: 6, required: 7 }]],
    ["0 is below 1", [[0, 2, 3, 4, 5, 6], [1]], [{ _tag: "OutOfRange", pool: 0, value: 0 }]],
    ["45 is above 44", [[1, 2, 3, 4, 5, 45], [1]], [{ _tag: "OutOfRange", pool: 0, value: 45 }]],
    ["bonus 23 is above blue max 22", [[1, 2, 3, 4, 5, 6], [23]], [{ _tag: "OutOfRange", pool: 1, value: 23 }]],
    ["a fraction", [[1, 2, 3, 4, 5, 6.5], [1]], [{ _tag: "OutOfRange", pool: 0, value: 6.5 }]],
    ["duplicate", [[1, 1, 3, 4, 5, 6], [1]], [{ _tag: "Duplicate", pool: 0, value: 1 }]],
    ["7 main numbers", [[1, 2, 3, 4, 5, 6, 7], [1]], [{ _tag: "PoolOverflow", pool: 0, chosen: 7, allowed: 6 }]],
    ["a third pool", [[1, 2, 3, 4, 5, 6], [1], [3]], [{ _tag: "UnknownPool", pool: 2 }]],
  ])("invalid: %s", (_, numbers, problems) => {
    expect(entryProblems(numbers, rules)).toEqual(problems);
    expect(isEntryInvalid(numbers, rules)).toBe(true);
  });

  it("an empty extra pool is no problem", () => {
    expect(entryProblems([[1, 2, 3, 4, 5, 6], [1], []], rules)).toEqual([]);
  });

  it.each([
    [[[], []], true],
    [[], true],
    [[[], [1]], false],
  ])("blank %j → %s", (numbers, blank) => {
    expect(isEntryBlank(numbers)).toBe(blank);
  });

  it.each([
    ["no entries", [], true],
    [
      "two blank entries",
      [
        [[], []],
        [[], []],
      ],
      true,
    ],
    [
      "one entry with a number",
      [
        [[], []],
        [[7], []],
      ],
      false,
    ],
  ] as const)("a list with %s is blank: %s", (_, entries, blank) => {
    expect(isListBlank({ entries: entries.map((numbersChecked) => ({ numbersChecked })) })).toBe(blank);
  });
});
