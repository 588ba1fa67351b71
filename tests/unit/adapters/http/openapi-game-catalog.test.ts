import { Schema } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { Game } from "@/domain/game/game";
import { API_BASE, failure, GAME_API_BASE, gameClient, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();

const SAMPLE_DTO = {
  game_id: 1,
  game_slug: "lucky-day",
  event_id: 1,
  draw_date: "2030-01-01T20:00:00+04:00",
  cutoff: "2030-01-01T19:00:00+04:00",
  price: 35,
  double_jackpot_price: 10,
  secure_jackpot_price: 5,
  estimated_jackpot: 1000,
  currency: "AED",
  max_entries: 10,
  parent_setup: [{ picks: 6, ballset: { min: 1, max: 44 } }],
};

function catalog(settings = { account: "lotto-web", currency: "AED" }): OpenApiGameCatalog {
  return new OpenApiGameCatalog(lottoClient(undefined), new FixedLottoResultsClient(gameClient(), settings));
}

describe("OpenApiGameCatalog", () => {
  it("lists at most 4 games by default as domain Games (SPEC §7, §9)", async () => {
    const games = success(await catalog().listGames());
    expect(games.length).toBeGreaterThan(0);
    expect(games.length).toBeLessThanOrEqual(4);
    for (const game of games) expect(Schema.is(Game)(game)).toBe(true);
    expect(games[0]?.parentSetup[0]?.ballset).toEqual({ min: expect.any(Number), max: expect.any(Number) });
  });

  it("keeps each game's name, and an empty one when a server leaves it out", async () => {
    expect(success(await catalog().listGames()).every((game) => game.name.length > 0)).toBe(true);
    server.use(
      http.get(`${API_BASE}/api/lotto/lottoGames`, () =>
        HttpResponse.json({ status: 200, data: [{ ...SAMPLE_DTO, name: undefined }] }),
      ),
    );
    expect(success(await catalog().listGames())[0]?.name).toBe("");
  });

  it("sends the limit it is given", async () => {
    let limit: string | null = null;
    // A handler that answers nothing falls through to the sandbox's own.
    server.use(
      http.get(`${API_BASE}/api/lotto/lottoGames`, ({ request }) => {
        limit = new URL(request.url).searchParams.get("limit");
      }),
    );
    expect(success(await catalog().listGames(2))).toHaveLength(2);
    expect(limit).toBe("2");
  });

  it("finds a game by slug, or answers undefined", async () => {
    expect(success(await catalog().gameBySlug("lucky-day"))).toMatchObject({ gameSlug: "lucky-day", name: "Lucky Day 6 + 1" });
    expect(success(await catalog().gameBySlug("no-such-game"))).toBeUndefined();
  });

  it("reads results from the game API host with account and currency from the configuration", async () => {
    let sent: unknown;
    server.use(
      http.post(`${GAME_API_BASE}/fixed-standard-lotto/results`, async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const results = success(await catalog({ account: "shop-7", currency: "AED" }).results());
    expect(sent).toEqual({ account: "shop-7", currency: "AED" });
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.results[0]).toMatchObject({ numbers: expect.any(Array), jackpot: expect.any(Number) });
  });

  it("maps prize tiers (fixed amount or pool share)", async () => {
    const breakdown = success(await catalog().prizeBreakdown("lucky-day"));
    expect(breakdown.tiers.length).toBeGreaterThan(0);
    for (const tier of breakdown.tiers) expect(["fixed", "share"]).toContain(tier.prize.kind);
  });

  it("turns an unknown game into a 404 ServerMessage", async () => {
    expect(failure(await catalog().prizeBreakdown("no-such-game"))).toMatchObject({ _tag: "ServerMessage", status: 404 });
  });

  it("is a DecodeError when a game lacks a required field", async () => {
    server.use(http.get(`${API_BASE}/api/lotto/lottoGames`, () => HttpResponse.json({ status: 200, data: [{ game_id: 1 }] })));
    expect(failure(await catalog().listGames())._tag).toBe("DecodeError");
  });
});
