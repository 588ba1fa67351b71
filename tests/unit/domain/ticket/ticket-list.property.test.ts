import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { addEntry, createTicketList, removeEntry, setTicketCount, type TicketList } from "@/domain/ticket/ticket-list";
import { clearAll, clearEntry, quickPick, shuffleAll, toggleNumber } from "@/domain/ticket/ticket-picks";
import { DEFAULT_TICKET_RULES, type TicketRules } from "@/domain/ticket/ticket-rules";
import { counterIds, seededRandom } from "../domain-fixtures";

const rules: TicketRules = { ...DEFAULT_TICKET_RULES, maxEntries: 6 };

type Op =
  | { kind: "add"; gameSelected: boolean }
  | { kind: "remove"; at: number }
  | { kind: "count"; to: number }
  | { kind: "quickPick"; gameSelected: boolean; seed: number }
  | { kind: "shuffle"; seed: number }
  | { kind: "clear" }
  | { kind: "clearEntry"; at: number }
  | { kind: "toggle"; at: number; pool: number; value: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), gameSelected: fc.boolean() }),
  fc.record({ kind: fc.constant("remove" as const), at: fc.nat(8) }),
  fc.record({ kind: fc.constant("count" as const), to: fc.integer({ min: -3, max: 12 }) }),
  fc.record({ kind: fc.constant("quickPick" as const), gameSelected: fc.boolean(), seed: fc.integer() }),
  fc.record({ kind: fc.constant("shuffle" as const), seed: fc.integer() }),
  fc.record({ kind: fc.constant("clear" as const) }),
  fc.record({ kind: fc.constant("clearEntry" as const), at: fc.nat(8) }),
  fc.record({ kind: fc.constant("toggle" as const), at: fc.nat(8), pool: fc.nat(2), value: fc.integer({ min: -1, max: 46 }) }),
);

const idAt = (list: TicketList, at: number): string => list.entries[at % list.entries.length]?.id ?? "";

const apply = (list: TicketList, step: Op, ids: () => string): TicketList => {
  const keep = (result: Result.Result<TicketList, unknown>) => Result.getOrElse(result, () => list);
  switch (step.kind) {
    case "add":
      return keep(addEntry(list, step.gameSelected, ids, rules));
    case "remove":
      return removeEntry(list, idAt(list, step.at), ids, rules);
    case "count":
      return setTicketCount(list, step.to, ids, rules);
    case "quickPick":
      return keep(quickPick(list, step.gameSelected, seededRandom(step.seed), ids, rules));
    case "shuffle":
      return shuffleAll(list, seededRandom(step.seed), rules);
    case "clear":
      return clearAll(list, rules);
    case "clearEntry":
      return clearEntry(list, idAt(list, step.at), rules);
    case "toggle":
      return keep(toggleNumber(list, idAt(list, step.at), step.pool, step.value, rules));
  }
};

describe("ticket list invariants (SPEC §4), after any sequence of operations", () => {
  it("is never empty, never above the maximum, numbered ENTRY 1..n, one idBlock, unique ids, pools within limits", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const ids = counterIds();
        let list = createTicketList(ids, rules);
        for (const step of ops) {
          list = apply(list, step, ids);
          expect(list.entries.length).toBeGreaterThanOrEqual(1);
          expect(list.entries.length).toBeLessThanOrEqual(rules.maxEntries);
          expect(list.entries.map((entry) => entry.name)).toEqual(list.entries.map((_, index) => `ENTRY ${index + 1}`));
          expect(list.entries.every((entry) => entry.idBlock === list.idBlock)).toBe(true);
          expect(new Set(list.entries.map((entry) => entry.id)).size).toBe(list.entries.length);
          for (const entry of list.entries) {
            entry.numbersChecked.forEach((numbers, index) => {
              const pool = rules.pools[index];
              expect(pool).toBeDefined();
              expect(numbers.length).toBeLessThanOrEqual(pool?.picks ?? 0);
              expect(new Set(numbers).size).toBe(numbers.length);
            });
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("shuffle yields distinct numbers inside each pool's range, for any game setup", () => {
    const setup = fc
      .tuple(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 20 }),
      )
      .map(([mainPicks, mainExtra, bonusPicks, bonusExtra]): TicketRules => ({
        ...DEFAULT_TICKET_RULES,
        pools: [
          { kind: "main", picks: mainPicks, min: 1, max: mainPicks + mainExtra },
          { kind: "bonus", picks: bonusPicks, min: 1, max: bonusPicks + bonusExtra },
        ],
        minBalls: mainPicks + bonusPicks,
      }));
    fc.assert(
      fc.property(setup, fc.integer({ min: 1, max: 6 }), fc.integer(), (gameRules, count, seed) => {
        const ids = counterIds();
        const list = setTicketCount(createTicketList(ids, gameRules), count, ids, { ...gameRules, maxEntries: 6 });
        for (const entry of shuffleAll(list, seededRandom(seed), gameRules).entries) {
          gameRules.pools.forEach((pool, index) => {
            const numbers = entry.numbersChecked[index] ?? [];
            expect(numbers).toHaveLength(pool.picks);
            expect(new Set(numbers).size).toBe(pool.picks);
            expect(numbers.every((n) => n >= pool.min && n <= pool.max)).toBe(true);
          });
        }
      }),
    );
  });
});
