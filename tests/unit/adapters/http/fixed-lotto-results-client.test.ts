import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { readConfig } from "@/env";
import { fromMajor } from "@/domain/money/money";
import type { Injector } from "@/application/di-token";
import { PORT_TOKENS } from "@/application/tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer } from "@/adapters/di/container";
import { createApiClient, type GameApiClient } from "@/adapters/http/api-client";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { InMemoryCookieStore } from "../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { DEMO_TOKEN, failure, GAME_API_BASE, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();

/** What reached the game API host's results call: its body and Authorization header. */
function recordResults(): { body?: unknown; authorization?: string | null } {
  const seen: { body?: unknown; authorization?: string | null } = {};
  server.events.on("request:start", ({ request }) => {
    if (!request.url.endsWith("/fixed-standard-lotto/results")) return;
    seen.authorization = request.headers.get("Authorization");
    void request
      .clone()
      .json()
      .then((body: unknown) => (seen.body = body));
  });
  return seen;
}

const gameClientWith = (token: string | undefined): GameApiClient =>
  createApiClient({ baseUrl: GAME_API_BASE, getToken: () => token, timeoutMs: 2_000 });

describe("FixedLottoResultsClient (SPEC §7 POST fixed-standard-lotto/results on the game API host)", () => {
  it("sends exactly {account, currency} and the stored token, and reads the sandbox's seeded results", async () => {
    const seen = recordResults();
    const results = success(
      await new FixedLottoResultsClient(gameClientWith(DEMO_TOKEN), { account: "shop-7", currency: "AED" }).results(),
    );
    expect(seen.body).toEqual({ account: "shop-7", currency: "AED" });
    expect(seen.authorization).toBe(`Bearer ${DEMO_TOKEN}`);
    expect(results.map((game) => game.gameSlug)).toContain("lucky-day");
    const [latest] = results.find((game) => game.gameSlug === "lucky-day")?.results ?? [];
    expect(latest).toMatchObject({ numbers: expect.any(Array), bonusNumbers: expect.any(Array), currency: "AED" });
    expect(latest?.numbers.length).toBeGreaterThan(0);
  });

  it("a guest's call carries no Authorization header", async () => {
    const seen = recordResults();
    success(await new FixedLottoResultsClient(gameClientWith(undefined), { account: "lotto-web", currency: "AED" }).results());
    expect(seen.authorization).toBeNull();
  });

  it("the container's client sends the configured account and currency and the session's token", async () => {
    const config = readConfig({
      VITE_API_BASE_URL: "https://api.lotto.test",
      VITE_GAME_API_BASE_URL: GAME_API_BASE,
      VITE_GAME_API_ACCOUNT: "shop-9",
      VITE_CURRENCY: "AED",
      PROD: true,
    });
    const container = createContainer(config);
    rebindConstant(container, PORT_TOKENS.keyValueStore, new InMemoryKeyValueStore());
    rebindConstant(container, PORT_TOKENS.cookieStore, new InMemoryCookieStore());
    rebindConstant(container, PORT_TOKENS.navigator, new RecordingNavigator());
    const injector: Injector = container;
    injector.get(PORT_TOKENS.sessionStore).saveAccessToken(DEMO_TOKEN, 3600);
    const seen = recordResults();
    success(await injector.get(PORT_TOKENS.gameCatalog).results());
    expect(seen.body).toEqual({ account: "shop-9", currency: "AED" });
    expect(seen.authorization).toBe(`Bearer ${DEMO_TOKEN}`);
  });

  it("maps the jackpot to minor units; a malformed answer is a DecodeError, a 500 a ServerMessage", async () => {
    const one = {
      game_id: 1,
      game_slug: "g",
      name: "G",
      results: [
        {
          draw_id: "d",
          event_id: 1,
          draw_date: "2030-01-01T20:00:00+04:00",
          numbers: [1, 2],
          bonus_numbers: [],
          jackpot: 1234.5,
          currency: "AED",
        },
      ],
    };
    server.use(http.post(`${GAME_API_BASE}/fixed-standard-lotto/results`, () => HttpResponse.json({ data: [one] })));
    const client = new FixedLottoResultsClient(gameClientWith(undefined), { account: "a", currency: "AED" });
    expect(success(await client.results())[0]?.results[0]?.jackpot).toBe(fromMajor(1234.5));
    server.use(http.post(`${GAME_API_BASE}/fixed-standard-lotto/results`, () => HttpResponse.json({ data: [{ game_id: "x" }] })));
    expect(failure(await client.results())._tag).toBe("DecodeError");
    server.use(
      http.post(`${GAME_API_BASE}/fixed-standard-lotto/results`, () => HttpResponse.json({ message: "down" }, { status: 500 })),
    );
    expect(failure(await client.results())).toMatchObject({ _tag: "ServerMessage", status: 500 });
  });
});
