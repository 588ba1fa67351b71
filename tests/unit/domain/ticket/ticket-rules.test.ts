import { describe, expect, it } from "vitest";
import {
  BLUE_MAX,
  DEFAULT_MAX_ENTRIES,
  DEFAULT_TICKET_RULES,
  GREEN_MAX,
  rulesFromGame,
  sameTicketRules,
  type TicketRules,
} from "@/domain/ticket/ticket-rules";
import { sampleGame } from "../domain-fixtures";

describe("ticket rules (SPEC §9)", () => {
  it("defaults: numbers 1..44, minimum 7 balls split 6 + 1, blue max 22, green max 44", () => {
    expect(DEFAULT_TICKET_RULES.minNumber).toBe(1);
    expect(DEFAULT_TICKET_RULES.maxNumber).toBe(44);
    expect(DEFAULT_TICKET_RULES.minBalls).toBe(7);
    expect(DEFAULT_TICKET_RULES.pools.map((pool) => pool.picks)).toEqual([6, 1]);
    expect(DEFAULT_TICKET_RULES.pools.map((pool) => pool.max)).toEqual([GREEN_MAX, BLUE_MAX]);
    expect([BLUE_MAX, GREEN_MAX]).toEqual([22, 44]);
    expect(DEFAULT_TICKET_RULES.maxEntries).toBe(DEFAULT_MAX_ENTRIES);
  });

  it("no game → the defaults", () => {
    expect(rulesFromGame(null)).toEqual(DEFAULT_TICKET_RULES);
  });

  it("from game setup: range from the first ballset, minimum balls = sum of picks", () => {
    const game = sampleGame({
      parentSetup: [
        { picks: 5, ballset: { min: 1, max: 50 } },
        { picks: 2, ballset: { min: 1, max: 12 } },
      ],
    });
    expect(rulesFromGame(game)).toEqual({
      minNumber: 1,
      maxNumber: 50,
      minBalls: 7,
      maxEntries: DEFAULT_MAX_ENTRIES,
      pools: [
        { kind: "main", picks: 5, min: 1, max: 50 },
        { kind: "bonus", picks: 2, min: 1, max: 12 },
      ],
    });
  });

  it.each([
    ["a single setup", [{ picks: 6, ballset: { min: 1, max: 49 } }], 6, 1],
    [
      "three setups",
      [
        { picks: 4, ballset: { min: 1, max: 30 } },
        { picks: 1, ballset: { min: 1, max: 10 } },
        { picks: 1, ballset: { min: 1, max: 5 } },
      ],
      6,
      3,
    ],
  ])("%s: minimum balls %i over %i pools", (_, setup, minBalls, pools) => {
    const rules = rulesFromGame(sampleGame({ parentSetup: setup }));
    expect(rules.minBalls).toBe(minBalls);
    expect(rules.pools).toHaveLength(pools);
    expect(rules.pools.slice(1).every((pool) => pool.kind === "bonus")).toBe(true);
  });

  it.each([
    ["no setup", []],
    ["zero picks", [{ picks: 0, ballset: { min: 1, max: 44 } }]],
    ["range smaller than picks", [{ picks: 6, ballset: { min: 1, max: 5 } }]],
    ["range starting below 1", [{ picks: 6, ballset: { min: 0, max: 44 } }]],
  ])("unusable setup (%s) keeps the defaults", (_, setup) => {
    expect(rulesFromGame(sampleGame({ parentSetup: setup }))).toEqual(DEFAULT_TICKET_RULES);
  });

  it.each([
    [undefined, DEFAULT_MAX_ENTRIES],
    [3, 3],
    [0, 1],
  ])("maximum entries from maxEntries %j → %i", (maxEntries, expected) => {
    const game = maxEntries === undefined ? sampleGame() : sampleGame({ maxEntries: maxEntries });
    expect(rulesFromGame(game).maxEntries).toBe(expected);
    expect(rulesFromGame({ ...game, parentSetup: [] }).maxEntries).toBe(expected);
  });
});

describe("sameTicketRules", () => {
  const copy = (rules: TicketRules): TicketRules => JSON.parse(JSON.stringify(rules)) as TicketRules;

  it("is true for a copy (rules read back from storage)", () => {
    expect(sameTicketRules(DEFAULT_TICKET_RULES, copy(DEFAULT_TICKET_RULES))).toBe(true);
  });

  it.each<[string, (rules: TicketRules) => TicketRules]>([
    ["the lowest number", (rules) => ({ ...rules, minNumber: 2 })],
    ["the highest number", (rules) => ({ ...rules, maxNumber: 45 })],
    ["the minimum balls", (rules) => ({ ...rules, minBalls: 6 })],
    ["the entries allowed", (rules) => ({ ...rules, maxEntries: 3 })],
    ["a pool's picks", (rules) => ({ ...rules, pools: [{ ...rules.pools[0], picks: 5 }, ...rules.pools.slice(1)] })],
    ["a pool's kind", (rules) => ({ ...rules, pools: [{ ...rules.pools[0], kind: "bonus" }, ...rules.pools.slice(1)] })],
    ["a pool's range", (rules) => ({ ...rules, pools: [rules.pools[0], { ...rules.pools[0], max: 21 }] })],
    ["the number of pools", (rules) => ({ ...rules, pools: [rules.pools[0]] })],
  ])("is false when %s differs", (_, change) => {
    expect(sameTicketRules(DEFAULT_TICKET_RULES, change(copy(DEFAULT_TICKET_RULES)))).toBe(false);
    expect(sameTicketRules(change(copy(DEFAULT_TICKET_RULES)), DEFAULT_TICKET_RULES)).toBe(false);
  });
});
