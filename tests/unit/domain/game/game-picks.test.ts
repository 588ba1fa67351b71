import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { picksForGame, type Picks } from "@/domain/game/game-picks";
import { sampleGame } from "../domain-fixtures";

/** SPEC §9 defaults: 6 of 1..44 plus 1 bonus of 1..22. */
const game = sampleGame();
/** A one-pool game: 4 of 1..30. */
const fourOfThirty = sampleGame({ parentSetup: [{ picks: 4, ballset: { min: 1, max: 30 } }] });

const problemTags = (picks: Picks, of = game): ReadonlyArray<string> => {
  const result = picksForGame(of, picks);
  return Result.isSuccess(result) ? [] : result.failure.problems.map((problem) => problem._tag);
};

describe("picksForGame (SPEC §5 validity of saved numbers, SPEC §9 rules from game setup)", () => {
  it.each<[string, Picks, ReadonlyArray<string>]>([
    ["6 main + 1 bonus in range", [[3, 9, 12, 19, 24, 31], [7]], []],
    ["the range's edges", [[1, 2, 3, 4, 5, 44], [22]], []],
    ["a bonus beyond its pool (22)", [[3, 9, 12, 19, 24, 31], [23]], ["OutOfRange"]],
    ["a main number beyond 44", [[3, 9, 12, 19, 24, 45], [7]], ["OutOfRange"]],
    ["zero", [[0, 9, 12, 19, 24, 31], [7]], ["OutOfRange"]],
    ["too few numbers", [[3, 9, 12], [7]], ["TooFewNumbers"]],
    ["no bonus pool", [[3, 9, 12, 19, 24, 31]], ["TooFewNumbers"]],
    ["a duplicate", [[3, 3, 12, 19, 24, 31], [7]], ["Duplicate"]],
    ["too many in the main pool", [[3, 9, 12, 19, 24, 31, 33], []], ["PoolOverflow"]],
    ["a pool the game does not have", [[3, 9, 12, 19, 24, 31], [7], [1]], ["UnknownPool"]],
    ["nothing", [], ["TooFewNumbers"]],
  ])("%s", (_, picks, expected) => {
    expect(problemTags(picks)).toEqual(expected);
  });

  it("checks against the game's own setup, not the defaults", () => {
    expect(problemTags([[1, 2, 3, 30]], fourOfThirty)).toEqual([]);
    expect(problemTags([[3, 9, 12, 19, 24, 31], [7]], fourOfThirty)).toEqual(["OutOfRange", "PoolOverflow", "UnknownPool"]);
  });

  it("hands valid numbers back unchanged", () => {
    const picks: Picks = [[31, 3, 24, 9, 19, 12], [7]];
    expect(Result.getOrThrow(picksForGame(game, picks))).toBe(picks);
  });

  it("accepts exactly the sets of distinct in-range numbers of the right sizes (property)", () => {
    const valid = fc.tuple(
      fc.uniqueArray(fc.integer({ min: 1, max: 44 }), { minLength: 6, maxLength: 6 }),
      fc.integer({ min: 1, max: 22 }),
    );
    fc.assert(fc.property(valid, ([main, bonus]) => Result.isSuccess(picksForGame(game, [main, [bonus]]))));
    fc.assert(
      fc.property(valid, fc.integer({ min: 45, max: 1000 }), ([main, bonus], outside) =>
        Result.isFailure(picksForGame(game, [[...main.slice(1), outside], [bonus]])),
      ),
    );
  });
});
