import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { gameApiPact, gameClient, isoDateTime, lottoApiPact, lottoClient, type MockServer } from "./pact-harness";
import { States } from "./provider-states";

const { like, eachLike, integer, arrayContaining } = MatchersV3;
const lotto = lottoApiPact();
const games = gameApiPact();

/** The game catalog; its game-API client points nowhere, as these interactions never use it. */
const catalogOn = (server: MockServer) =>
  new OpenApiGameCatalog(
    lottoClient(server),
    new FixedLottoResultsClient(gameClient({ url: "http://127.0.0.1:9" }), { account: "lotto-web", currency: "AED" }),
  );

const game = {
  game_id: integer(1),
  game_slug: like("lucky-day"),
  name: like("Lucky Day"),
  event_id: integer(100_001),
  draw_date: isoDateTime("2025-01-17T20:00:00+04:00"),
  cutoff: isoDateTime("2025-01-17T19:00:00+04:00"),
  price: like(35),
  double_jackpot_price: like(10),
  secure_jackpot_price: like(5),
  estimated_jackpot: like(1_000_000),
  currency: like("AED"),
  max_entries: integer(10),
  parent_setup: eachLike({ name: like("main"), picks: integer(6), ballset: { min: integer(1), max: integer(44) } }),
};

describe("lotto-api: games (SPEC §7)", () => {
  it("GET /api/lotto/lottoGames?limit=4", async () => {
    await lotto
      .addInteraction()
      .given(...States.gamesOnSale("lucky-day"))
      .uponReceiving("a request for the games on sale")
      .withRequest("GET", "/api/lotto/lottoGames", (request) => request.query({ limit: "4" }))
      .willRespondWith(200, (response) => response.jsonBody({ status: integer(200), data: eachLike(game) }))
      .executeTest(async (server) => {
        const result = await catalogOn(server).listGames();
        expect(Result.isSuccess(result) && result.success[0]?.gameSlug).toBe("lucky-day");
        expect(Result.isSuccess(result) && result.success[0]?.name).toBe("Lucky Day");
      });
  });

  it("GET /api/lotto/lottoGames?limit=50 to find the game of a /{slug} page", async () => {
    await lotto
      .addInteraction()
      .given(...States.gamesOnSale("lucky-day"))
      .uponReceiving("a request for every game on sale")
      .withRequest("GET", "/api/lotto/lottoGames", (request) => request.query({ limit: "50" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: integer(200), data: eachLike({ ...game, game_slug: "lucky-day" }) }),
      )
      .executeTest(async (server) => {
        const result = await catalogOn(server).gameBySlug("lucky-day");
        expect(Result.isSuccess(result) && result.success?.maxEntries).toBe(10);
      });
  });

  it("GET /api/lotto/prize-breakdown?game_slug=lucky-day", async () => {
    const tier = { tier: integer(1), match_main: integer(6), match_bonus: integer(1), winners: integer(0) };
    await lotto
      .addInteraction()
      .given(...States.gamesOnSale("lucky-day"))
      .uponReceiving("a request for the prize breakdown of a game's latest draw")
      .withRequest("GET", "/api/lotto/prize-breakdown", (request) => request.query({ game_slug: "lucky-day" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: {
            game_slug: "lucky-day",
            draw_id: like("lucky-day-2025-01-14"),
            draw_date: isoDateTime("2025-01-14T20:00:00+04:00"),
            tiers: arrayContaining(
              { ...tier, prize_amount: null, prize_share: like(100) },
              { ...tier, tier: integer(2), prize_amount: like(1_000_000), prize_share: null },
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await catalogOn(server).prizeBreakdown("lucky-day");
        const kinds = Result.isSuccess(result) ? result.success.tiers.map((t) => t.prize.kind) : [];
        expect(kinds).toEqual(["share", "fixed"]);
      });
  });

  it("GET /api/lotto/prize-breakdown for an unknown game answers 404", async () => {
    await lotto
      .addInteraction()
      .given(...States.gamesOnSale("lucky-day"))
      .uponReceiving("a request for the prize breakdown of an unknown game")
      .withRequest("GET", "/api/lotto/prize-breakdown", (request) => request.query({ game_slug: "no-such-game" }))
      .willRespondWith(404, (response) => response.jsonBody({ status: 404, message: like("Unknown game no-such-game.") }))
      .executeTest(async (server) => {
        const result = await catalogOn(server).prizeBreakdown("no-such-game");
        expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "ServerMessage", status: 404 });
      });
  });
});

describe("lotto-game-api: results (SPEC §7)", () => {
  it("POST /fixed-standard-lotto/results with account and currency", async () => {
    const result = {
      draw_id: like("lucky-day-2025-01-14"),
      event_id: integer(100_001),
      draw_date: isoDateTime("2025-01-14T20:00:00+04:00"),
      numbers: eachLike(integer(3)),
      // Games without a bonus ball send an empty list.
      bonus_numbers: eachLike(integer(7), 0),
      jackpot: like(1_000_000),
      currency: like("AED"),
    };
    await games
      .addInteraction()
      .given(...States.gamesOnSale("lucky-day"))
      .uponReceiving("a request for the latest results of every game")
      .withRequest("POST", "/fixed-standard-lotto/results", (request) =>
        request.headers({ "Content-Type": "application/json" }).jsonBody({ account: "lotto-web", currency: "AED" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            game_id: integer(1),
            game_slug: like("lucky-day"),
            name: like("Lucky Day"),
            results: eachLike(result),
          }),
        }),
      )
      .executeTest(async (server) => {
        const client = new FixedLottoResultsClient(gameClient(server), { account: "lotto-web", currency: "AED" });
        const answer = await client.results();
        expect(Result.isSuccess(answer) && answer.success[0]?.results[0]?.jackpot).toBe(100_000_000);
      });
  });
});
