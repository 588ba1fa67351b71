import { describe, expect, it } from "vitest";
import { picksPrefill } from "@/ui/features/play/picks-prefill";
import { numbersGame } from "@/ui/features/play/default-game";
import { numbersSearch, picksSearch } from "@/ui/app/search-params";
import { sampleGame } from "../../../domain/domain-fixtures";

/** SPEC §9 defaults: 6 of 1..44 plus 1 bonus of 1..22. */
const game = sampleGame();

describe("picksPrefill: the `picks` parameter → the first entry (SPEC §2 play again, §5 validity)", () => {
  it.each([
    ["6 + 1 in range", "3,9,12,19,24,31-7", { _tag: "Fill", picks: [[3, 9, 12, 19, 24, 31], [7]] }],
    ["a bonus out of range", "3,9,12,19,24,31-23", { _tag: "DoesNotFit" }],
    ["too few numbers", "3,9,12-7", { _tag: "DoesNotFit" }],
    ["a duplicate", "3,3,12,19,24,31-7", { _tag: "DoesNotFit" }],
    ["a pool too many", "3,9,12,19,24,31-7-1", { _tag: "DoesNotFit" }],
    ["text that is not numbers", "three,nine", { _tag: "DoesNotFit" }],
    ["an empty parameter", "", { _tag: "DoesNotFit" }],
  ])("%s", (_, text, expected) => {
    expect(picksPrefill(game, text)).toEqual(expected);
  });

  it("checks against the game's own setup", () => {
    const fourOfThirty = sampleGame({ parentSetup: [{ picks: 4, ballset: { min: 1, max: 30 } }] });
    expect(picksPrefill(fourOfThirty, "1,2,3,30")).toEqual({ _tag: "Fill", picks: [[1, 2, 3, 30]] });
    expect(picksPrefill(fourOfThirty, "3,9,12,19,24,31-7")).toEqual({ _tag: "DoesNotFit" });
  });
});

describe("the game pages' search parameters", () => {
  it.each([
    [{ picks: "3,9-7" }, { picks: "3,9-7" }],
    [{ picks: 7 }, { picks: "7" }],
    [{ picks: ["x"] }, {}],
    [{}, {}],
  ])("picks %j → %j", (search, expected) => {
    expect(picksSearch(search)).toEqual(expected);
  });

  it("/numbers reads game and picks", () => {
    expect(numbersSearch({ game: "easy-four", picks: "1,2,3,4", other: 1 })).toEqual({ game: "easy-four", picks: "1,2,3,4" });
  });
});

describe("numbersGame (SPEC §2 /numbers: the first game on sale, or ?game=)", () => {
  const first = sampleGame({ gameId: 1, gameSlug: "easy-four" });
  const second = sampleGame({ gameId: 2, gameSlug: "lucky-day" });
  it.each([
    ["no game asked for: the first on sale", undefined, first],
    ["a game on sale", "lucky-day", second],
    ["a game not on sale: the first on sale", "no-such-game", first],
  ])("%s", (_, slug, expected) => {
    expect(numbersGame([first, second], slug)).toBe(expected);
  });

  it("none on sale: null", () => {
    expect(numbersGame([], undefined)).toBeNull();
  });
});
