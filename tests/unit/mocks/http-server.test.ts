import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type SandboxServer, startSandboxServer } from "@mocks/http-server";
import { DEMO_TOKEN } from "@mocks/seed";
import { resetSandbox } from "@mocks/state";

/** The server behind `npm run sandbox`, started on port 0 (a free port). */
let server: SandboxServer;

beforeAll(async () => {
  server = await startSandboxServer({ port: 0 });
});
beforeEach(() => resetSandbox());
afterAll(() => server.close());

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });

describe("sandbox HTTP server", () => {
  it("answers GET /api/lotto/lottoGames?limit=4 with 4 games", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/api/lotto/lottoGames?limit=4`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const json = (await response.json()) as { status: number; data: unknown[] };
    expect(json.status).toBe(200);
    expect(json.data).toHaveLength(4);
  });

  it("answers CORS preflights and sends CORS headers for another origin", async () => {
    const origin = "https://shop.example.test";
    const preflight = await fetch(`${server.url}/api/carts`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization");
    const response = await fetch(`${server.url}/api/carts`, { headers: { origin } });
    expect(response.status).toBe(401);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
  });

  it("applies Pact provider states through POST /_sandbox/state", async () => {
    expect((await post("/_sandbox/state", { state: "a user with balance 99.00", params: {} })).status).toBe(200);
    const balance = await fetch(`${server.url}/api/user/balance`, { headers: { authorization: `Bearer ${DEMO_TOKEN}` } });
    expect(await balance.json()).toMatchObject({ data: { total: "99.00" } });
    expect((await post("/_sandbox/state", { state: "voucher BANNED is banned" })).status).toBe(200);
    const voucher = await post("/api/voucher/used", { code: "BANNED", discount: false }, DEMO_TOKEN);
    expect(voucher.status).toBe(429);
    expect(await voucher.json()).toMatchObject({ attempt_type: 1, banned_until: expect.any(String) });
  });

  it("refuses an unknown provider state, listing the known ones", async () => {
    const response = await post("/_sandbox/state", { state: "the moon is full" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ known: expect.arrayContaining(["voucher {code} takes off {amount}"]) });
  });

  describe("parameterised provider states (docs/contracts.md)", () => {
    const setup = (state: string, params: Record<string, unknown>) => post("/_sandbox/state", { state, params, action: "setup" });
    const teardown = () => post("/_sandbox/state", { state: "any", params: {}, action: "teardown" });
    // The states set by the tests above were never torn down.
    beforeEach(async () => {
      await teardown();
    });

    it("answers the values to inject: a fresh token that works, the player's id, the event id on sale", async () => {
      const response = await setup("a player with balance {balance}", { balance: "12.50" });
      const values = (await response.json()) as { accessToken: string; userId: number; eventId: number };
      expect(values).toMatchObject({ accessToken: expect.stringMatching(/^sbx_/), userId: 1, eventId: expect.any(Number) });
      const balance = await fetch(`${server.url}/api/user/balance`, {
        headers: { authorization: `Bearer ${values.accessToken}` },
      });
      expect(await balance.json()).toMatchObject({ data: { total: "12.50" } });
      const games = (await (await fetch(`${server.url}/api/lotto/lottoGames?limit=50`)).json()) as {
        data: Array<{ game_slug: string; event_id: number }>;
      };
      expect(games.data.find((game) => game.game_slug === "lucky-day")?.event_id).toBe(values.eventId);
      await teardown();
    });

    it("a second setup adds to the first; a teardown goes back to the seed", async () => {
      const first = (await (await setup("a player with balance {balance}", { balance: "0.00" })).json()) as {
        accessToken: string;
      };
      expect(
        (await setup("another player has the phone {callingCode} {phone}", { callingCode: "+971", phone: "555000111" })).status,
      ).toBe(200);
      const balance = await fetch(`${server.url}/api/user/balance`, {
        headers: { authorization: `Bearer ${first.accessToken}` },
      });
      expect(await balance.json()).toMatchObject({ data: { total: "0.00" } });
      await teardown();
      const after = await fetch(`${server.url}/api/user/balance`, { headers: { authorization: `Bearer ${first.accessToken}` } });
      expect(after.status).toBe(401);
    });

    it("a state named again before a teardown starts over from the seed (a run that stopped midway)", async () => {
      await setup("a player with balance {balance}", { balance: "0.00" });
      await setup("the {service} service fails with HTTP status {httpStatus}", { service: "seo", httpStatus: 500 });
      expect((await fetch(`${server.url}/api/seo/%2Ffaq`)).status).toBe(500);
      await setup("a player with balance {balance}", { balance: "7.00" });
      expect((await fetch(`${server.url}/api/seo/%2Ffaq`)).status).toBe(200);
      await teardown();
    });

    it.each([
      ["Unauthorized", 401],
      ["Please sign in again", 200],
    ])("refuses every call carrying a token with status 401 and message %j as HTTP %s", async (message, httpStatus) => {
      const { accessToken } = (await (
        await setup("the session is refused with message {message} and HTTP status {httpStatus}", { message, httpStatus })
      ).json()) as { accessToken: string };
      for (const path of ["/api/user/balance", "/api/lotto/lottoGames?limit=4", "/api/carts"]) {
        const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
        expect(response.status).toBe(httpStatus);
        expect(await response.json()).toEqual({ status: 401, message });
      }
      // A call without a token is not a refused session.
      expect((await fetch(`${server.url}/api/lotto/lottoGames?limit=4`)).status).toBe(200);
      await teardown();
    });

    it("fails the balance or SEO call with the 5xx asked for, and nothing else", async () => {
      const { accessToken } = (await (
        await setup("the {service} service fails with HTTP status {httpStatus}", { service: "seo", httpStatus: 503 })
      ).json()) as { accessToken: string };
      expect((await fetch(`${server.url}/api/seo/%2Ffaq`)).status).toBe(503);
      expect(
        (await fetch(`${server.url}/api/user/balance`, { headers: { authorization: `Bearer ${accessToken}` } })).status,
      ).toBe(200);
      await teardown();
      expect((await fetch(`${server.url}/api/seo/%2Ffaq`)).status).toBe(200);
    });

    it.each([
      ["a player with balance {balance}", {}, /balance/],
      ["a player with balance {balance}", { balance: "lots" }, /1,234\.50/],
      ["voucher {code} bans with attempt type {type}", { code: "X", type: 3 }, /attempt type/],
      ["the {service} service fails with HTTP status {httpStatus}", { service: "wallet", httpStatus: 503 }, /No service wallet/],
    ])("answers 400 with the reason for %s with parameters %j", async (state, params, reason) => {
      const response = await setup(state, params);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(reason);
      await teardown();
    });
  });

  it("answers 404 in the error shape for a path no handler serves", async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, message: expect.any(String) });
  });
});
