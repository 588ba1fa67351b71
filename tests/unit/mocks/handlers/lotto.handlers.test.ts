import { describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { setSandboxShape } from "@mocks/state";
import { BASE, NOW, call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

type Games = Schemas["GamesResponse"];

describe("GET /api/lotto/lottoGames", () => {
  it("answers 4 games by default (SPEC §7, §9), soonest draw first, all on sale", async () => {
    const { status, json } = await call<Games>("GET", "/api/lotto/lottoGames");
    expect(status).toBe(200);
    expect(json.data).toHaveLength(4);
    const draws = json.data.map((game) => Date.parse(game.draw_date));
    expect(draws).toEqual([...draws].sort((a, b) => a - b));
    for (const game of json.data) {
      expect(Date.parse(game.cutoff)).toBeGreaterThan(NOW);
      expect(Date.parse(game.cutoff)).toBeLessThan(Date.parse(game.draw_date));
      expect(game.draw_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+04:00$/);
    }
  });

  it.each([
    [1, 1],
    [2, 2],
    [4, 4],
    [10, 4],
  ])("honours limit=%i with %i games", async (limit, count) => {
    const { json } = await call<Games>("GET", `/api/lotto/lottoGames?limit=${limit}`);
    expect(json.data).toHaveLength(count);
  });

  it("refuses a limit that is not a positive whole number", async () => {
    expect((await call("GET", "/api/lotto/lottoGames?limit=zero")).status).toBe(422);
  });

  it("offers the SPEC §9 default game: 6 of 1..44 plus 1 of 1..22, next Saturday 20:00 Gulf time", async () => {
    const { json } = await call<Games>("GET", "/api/lotto/lottoGames");
    const luckyDay = json.data.find((game) => game.game_slug === "lucky-day");
    expect(luckyDay).toMatchObject({
      parent_setup: [
        { name: "main", picks: 6, ballset: { min: 1, max: 44 } },
        { name: "bonus", picks: 1, ballset: { min: 1, max: 22 } },
      ],
      draw_date: "2026-05-09T20:00:00+04:00",
      cutoff: "2026-05-09T19:00:00+04:00",
      price: 35,
      currency: "AED",
    });
  });
});

describe("draws, prize breakdown and the game host", () => {
  it("lists past draws newest first with numbers per ball set", async () => {
    const { json } = await call<Schemas["DrawsResponse"]>("GET", "/api/lotto/draws?game_slug=lucky-day&limit=3");
    const draws = json.data[0]?.draws ?? [];
    expect(draws).toHaveLength(3);
    expect(draws[0]?.draw_date).toBe("2026-05-02T20:00:00+04:00");
    expect(draws[0]?.winning_numbers.map((set) => set.length)).toEqual([6, 1]);
  });

  it("answers tiers with either a fixed prize or a share", async () => {
    const { json } = await call<Schemas["PrizeBreakdownResponse"]>("GET", "/api/lotto/prize-breakdown?game_slug=lucky-day");
    expect(json.data.tiers[0]).toMatchObject({ tier: 1, match_main: 6, match_bonus: 1, prize_amount: null, prize_share: 100 });
    for (const tier of json.data.tiers) expect((tier.prize_amount === null) !== (tier.prize_share === null)).toBe(true);
    expect((await call("GET", "/api/lotto/prize-breakdown?game_slug=nope")).status).toBe(404);
  });

  it("answers the game host's results for the configured account and currency", async () => {
    const response = await fetch(`${BASE}/fixed-standard-lotto/results`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: "lotto-shop", currency: "AED" }),
    });
    const json = (await response.json()) as {
      data: { game_slug: string; results: { numbers: number[]; bonus_numbers: number[] }[] }[];
    };
    expect(json.data.map((game) => game.game_slug)).toContain("lucky-day");
    expect(json.data[0]?.results[0]?.numbers).toHaveLength(6);
  });

  it("SPEC-literal: the results are data alone, without status, names or currencies", async () => {
    setSandboxShape("spec");
    try {
      const response = await fetch(`${BASE}/fixed-standard-lotto/results`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ account: "lotto-shop", currency: "AED" }),
      });
      const json = (await response.json()) as Record<string, unknown> & {
        data: Array<Record<string, unknown> & { results: Array<Record<string, unknown>> }>;
      };
      expect(Object.keys(json)).toEqual(["data"]);
      expect(json.data[0]).not.toHaveProperty("name");
      expect(json.data[0]?.results[0]).not.toHaveProperty("currency");
      expect(json.data[0]?.results[0]).toMatchObject({ numbers: expect.any(Array), jackpot: expect.any(Number) });
    } finally {
      setSandboxShape("full");
    }
  });
});

describe("POST /api/user/limit-game-per-week", () => {
  it.each([
    [10, true],
    [50, true],
    [51, false],
  ])("quantity %i fits the weekly limit of 50: %s", async (quantity, allowed) => {
    const { json } = await call<Schemas["WeeklyLimitResponse"]>("POST", "/api/user/limit-game-per-week", {
      token: DEMO_TOKEN,
      body: { user_id: 1, quantity },
    });
    expect(json).toMatchObject({ data: { allowed, remaining: 50, limit: 50 } });
  });

  it.each([
    [50, true],
    [51, false],
  ])("SPEC-literal: quantity %i answers the verdict alone, {result: %s}", async (quantity, allowed) => {
    setSandboxShape("spec");
    try {
      const { json } = await call<Schemas["WeeklyLimitResponse"]>("POST", "/api/user/limit-game-per-week", {
        token: DEMO_TOKEN,
        body: { user_id: 1, quantity },
      });
      expect(json).toEqual({ result: allowed });
    } finally {
      setSandboxShape("full");
    }
  });

  it("refuses another user's id", async () => {
    const answer = await call("POST", "/api/user/limit-game-per-week", { token: DEMO_TOKEN, body: { user_id: 2, quantity: 1 } });
    expect(answer.status).toBe(422);
  });
});
