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
    expect(await response.json()).toMatchObject({ known: expect.arrayContaining(["voucher SAVE10 is valid"]) });
  });

  it("answers 404 in the error shape for a path no handler serves", async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, message: expect.any(String) });
  });
});
