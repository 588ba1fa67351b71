import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SandboxServer, startSandboxServer } from "@mocks/http-server";
import { matchRoute, OPERATIONS } from "@mocks/request-gate";
import { DEMO_TOKEN } from "@mocks/seed";
import { call, useSandbox, type Schemas } from "./sandbox.fixture";

/** The sandbox judges requests by openapi/*.yaml (mocks/request-gate.ts), before any handler runs. */
useSandbox();

const PROFILE = { full_name: "Demo Player", country_residence: "AE", nationality: "AE" };

describe("request gate: the documents decide what is valid", () => {
  it("knows every documented operation of both documents", () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(44);
    expect(matchRoute("POST", "/fixed-standard-lotto/results")).toMatchObject({
      kind: "operation",
      operation: { operationId: "listResults" },
    });
    expect(matchRoute("POST", "/api/notifications/read-all")).toMatchObject({
      kind: "operation",
      operation: { operationId: "markAllNotificationsRead" },
    });
    expect(matchRoute("POST", "/api/notifications/ntf-1/read")).toMatchObject({ kind: "operation", params: { id: "ntf-1" } });
    expect(matchRoute("GET", "/api/nothing-here")).toEqual({ kind: "unknown-path" });
  });

  it.each([
    ["null where the profile says string", { ...PROFILE, phone: null }, "phone", "Phone number is required"],
    ["a number as the full name", { ...PROFILE, full_name: 7 }, "full_name", "The full_name must be text."],
    ["blank nationality", { ...PROFILE, nationality: "  " }, "nationality", "Nationality is required"],
    ["an email without a domain", { ...PROFILE, email: "amira@" }, "email", "Incorrect email format"],
    [
      "a date of birth in another format",
      { ...PROFILE, dob: "12/04/1990" },
      "dob",
      "The date of birth must look like 1990-04-12.",
    ],
  ])("refuses %s with 422 and the field's message", async (_case, body, field, message) => {
    const { status, json } = await call<Schemas["ValidationError"]>("PUT", "/api/user/profile", { token: DEMO_TOKEN, body });
    expect(status).toBe(422);
    expect(json.errors[field]).toEqual([message]);
  });

  it("accepts an empty email on the profile (SPEC §5: valid or empty)", async () => {
    expect((await call("PUT", "/api/user/profile", { token: DEMO_TOKEN, body: { ...PROFILE, email: "" } })).status).toBe(200);
  });

  it("reports every SPEC §5 password rule that fails, in the SPEC's order", async () => {
    const body = { full_name: "New Player", calling_code: "+971", phone: "500000077", password: "abc" };
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/auth/register", { body });
    expect(status).toBe(422);
    expect(json.errors["password"]).toEqual([
      "Password must be between 8 and 30 characters long",
      "Password must contain at least 1 number",
      "Password must contain at least 1 special character",
      "Password must contain at least 1 uppercase letter",
    ]);
  });

  it.each([
    ["page 0", "/api/wallet/transactions?page=0", "page"],
    ["page past the cap of 10000", "/api/notifications?page=10001", "page"],
    ["per_page past 100", "/api/wallet/transactions?per_page=101", "per_page"],
    ["a limit that is not a number", "/api/lotto/draws?limit=ten", "limit"],
    ["a locale SPEC §1 does not have", "/api/common/faq?locale=fr", "locale"],
  ])("refuses a query with %s", async (_case, path, field) => {
    const { status, json } = await call<Schemas["ValidationError"]>("GET", path, { token: DEMO_TOKEN });
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toEqual([field]);
  });

  it("authenticates before it validates: a bad body without a token is SPEC §8's 401", async () => {
    const { status, json } = await call("PUT", "/api/user/profile", { body: { phone: null } });
    expect(status).toBe(401);
    expect(json).toEqual({ status: 401, message: "Unauthorized" });
  });

  it("answers 405 with Allow for a method the path does not document", async () => {
    const response = await fetch("https://api.sandbox.test/api/carts", {
      method: "PUT",
      headers: { authorization: `Bearer ${DEMO_TOKEN}` },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await response.json()).toEqual({ status: 405, message: "PUT is not allowed on /api/carts." });
  });
});

describe("sandbox HTTP server: methods", () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0 });
  });
  afterAll(() => server.close());

  /** fetch refuses to send TRACE, so the request goes out through node:http. */
  const raw = (method: string, path: string) =>
    new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}${path}`, { method }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
      });
      request.on("error", reject);
      request.end();
    });

  it("answers TRACE on a documented path with 405 and Allow, never 500", async () => {
    const answer = await raw("TRACE", "/api/user/profile");
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("GET, PUT, HEAD, OPTIONS");
    expect(JSON.parse(answer.body)).toMatchObject({ status: 405 });
  });

  it("answers TRACE on a path no document has with 404", async () => {
    expect((await raw("TRACE", "/nowhere")).status).toBe(404);
  });

  it("answers PATCH on a documented path with 405 and Allow", async () => {
    const answer = await raw("PATCH", "/api/lotto/transact");
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("POST, OPTIONS");
  });

  it("answers HEAD like GET, without a body", async () => {
    const answer = await raw("HEAD", "/api/lotto/lottoGames");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("");
  });
});
