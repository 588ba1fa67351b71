import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { NetworkError, ServerMessage } from "@/application/ports/api-errors";
import type { DrawResult, GameCatalogPort, GameResults } from "@/application/ports/game-catalog.port";
import { PastDrawsUseCase } from "@/application/content/past-draws.use-case";
import { PrizeBreakdownUseCase } from "@/application/content/prize-breakdown.use-case";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { fails, ok } from "../fixtures";

const draw = (drawId: string, drawDate: string, overrides: Partial<DrawResult> = {}): DrawResult => ({
  drawId,
  eventId: 1,
  drawDate,
  numbers: [3, 9, 14, 22, 31, 40],
  bonusNumbers: [7],
  jackpot: fromMajor(1_000_000),
  currency: "AED",
  ...overrides,
});

const RESULTS: ReadonlyArray<GameResults> = [
  {
    gameId: 1,
    gameSlug: "lucky-day",
    name: "Lucky Day",
    // Out of order on purpose: the shop shows the newest first whatever the answer's order.
    results: [
      draw("ld-1", "2030-01-03T20:00:00+04:00"),
      draw("ld-3", "2030-01-10T20:00:00+04:00"),
      draw("ld-2", "2030-01-07T20:00:00+04:00"),
    ],
  },
  {
    gameId: 2,
    gameSlug: "easy-four",
    name: "Easy Four",
    results: [draw("ef-1", "2030-01-09T20:00:00+04:00", { bonusNumbers: [] })],
  },
  { gameId: 3, gameSlug: "new-game", name: "New Game", results: [] },
];

const tiers = { gameSlug: "lucky-day", drawId: "ld-3", drawDate: "2030-01-10T20:00:00+04:00", tiers: [], unreadableTiers: 0 };

describe("PastDrawsUseCase (SPEC §2 /draws and the home cards, from SPEC §7 fixed-standard-lotto/results)", () => {
  it("reads the game API's results: per game, newest first, main numbers then bonus numbers when there are any", async () => {
    const results = recorder(() => ok(RESULTS));
    const games = await new PastDrawsUseCase(strictFake<GameCatalogPort>("Catalog", { results })).execute();
    expect(results.calls).toHaveLength(1);
    const value = Result.isSuccess(games) ? games.success : [];
    expect(value.map((game) => [game.gameSlug, game.draws.map((entry) => entry.drawId)])).toEqual([
      ["lucky-day", ["ld-3", "ld-2", "ld-1"]],
      ["easy-four", ["ef-1"]],
      ["new-game", []],
    ]);
    expect(value[0]?.draws[0]).toEqual({
      drawId: "ld-3",
      eventId: 1,
      drawDate: "2030-01-10T20:00:00+04:00",
      winningNumbers: [[3, 9, 14, 22, 31, 40], [7]],
      jackpot: fromMajor(1_000_000),
    });
    expect(value[1]?.draws[0]?.winningNumbers).toEqual([[3, 9, 14, 22, 31, 40]]);
  });

  it.each([
    [{ gameSlug: "lucky-day" }, [["lucky-day", 3]]],
    [{ gameSlug: "lucky-day", limit: 2 }, [["lucky-day", 2]]],
    [
      { limit: 1 },
      [
        ["lucky-day", 1],
        ["easy-four", 1],
        ["new-game", 0],
      ],
    ],
    [{ gameSlug: "no-such-game" }, []],
  ])("%j → %j", async (input, expected) => {
    const games = await new PastDrawsUseCase(strictFake<GameCatalogPort>("Catalog", { results: () => ok(RESULTS) })).execute(
      input,
    );
    expect(Result.isSuccess(games) && games.success.map((game) => [game.gameSlug, game.draws.length])).toEqual(expected);
  });

  it("passes a failure on unchanged (the screen says so and offers a retry)", async () => {
    const offline = new NetworkError({ reason: "offline" });
    const games = await new PastDrawsUseCase(strictFake<GameCatalogPort>("Catalog", { results: () => fails(offline) })).execute();
    expect(Result.isFailure(games) && games.failure).toBe(offline);
  });
});

describe("PrizeBreakdownUseCase (SPEC §2 /prize-breakdown: the tiers of the latest result)", () => {
  it("asks the tiers of the game's latest draw as the game API reports it", async () => {
    const prizeBreakdown = recorder(() => ok(tiers));
    const catalog = strictFake<GameCatalogPort>("Catalog", { results: () => ok(RESULTS), prizeBreakdown });
    await expect(new PrizeBreakdownUseCase(catalog).execute({ gameSlug: "lucky-day" })).resolves.toEqual(Result.succeed(tiers));
    expect(prizeBreakdown.calls).toEqual([["lucky-day", "ld-3"]]);
  });

  it("a named draw is asked directly, without the results call", async () => {
    const prizeBreakdown = recorder(() => ok(tiers));
    const catalog = strictFake<GameCatalogPort>("Catalog", { prizeBreakdown }); // results() would throw
    await new PrizeBreakdownUseCase(catalog).execute({ gameSlug: "lucky-day", drawId: "ld-1" });
    expect(prizeBreakdown.calls).toEqual([["lucky-day", "ld-1"]]);
  });

  it.each([["new-game"], ["not-in-the-results"]])(
    "a game with no result yet (%s) gets the main API's latest draw",
    async (slug) => {
      const prizeBreakdown = recorder(() => ok(tiers));
      const catalog = strictFake<GameCatalogPort>("Catalog", { results: () => ok(RESULTS), prizeBreakdown });
      await new PrizeBreakdownUseCase(catalog).execute({ gameSlug: slug });
      expect(prizeBreakdown.calls).toEqual([[slug, undefined]]);
    },
  );

  it("a failed results call is the page's failure; no tiers are asked", async () => {
    const down = new ServerMessage({ status: 503, message: "busy" });
    const prizeBreakdown = recorder(() => ok(tiers));
    const catalog = strictFake<GameCatalogPort>("Catalog", { results: () => fails(down), prizeBreakdown });
    const answer = await new PrizeBreakdownUseCase(catalog).execute({ gameSlug: "lucky-day" });
    expect(Result.isFailure(answer) && answer.failure).toBe(down);
    expect(prizeBreakdown.calls).toEqual([]);
  });
});
