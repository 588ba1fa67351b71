import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { OpenApiWeeklyLimit } from "@/adapters/http/checkout/openapi-weekly-limit";
import { readWeeklyLimit } from "@/adapters/http/checkout/weekly-limit.schema";
import { applyProviderState } from "@mocks/provider-states";
import { setSandboxShape } from "@mocks/state";
import { API_BASE, failure, lottoClient, success, useSandbox } from "./sandbox-harness";

/**
 * SPEC §7 POST /api/user/limit-game-per-week: the SPEC words the answer only as "result". The
 * adapter reads the verdict and the figures wherever they are and whichever of them are there
 * (docs/play.md, "Weekly limit"); an answer without a verdict is a DecodeError.
 */
const server = useSandbox();
afterEach(() => setSandboxShape("full"));

const PATH = `${API_BASE}/api/user/limit-game-per-week`;
const check = (quantity: number) => new OpenApiWeeklyLimit(lottoClient()).check({ userId: 1, quantity });
const answering = (body: unknown) => server.use(http.post(PATH, () => HttpResponse.json(body as never)));

describe("the weekly limit answer, whole or in part", () => {
  it.each([
    [
      "the designed envelope",
      { status: 200, data: { allowed: true, remaining: 40, limit: 50 } },
      { allowed: true, remaining: 40, limit: 50 },
    ],
    [
      "data without status or message",
      { data: { allowed: false, remaining: 1, limit: 50 } },
      { allowed: false, remaining: 1, limit: 50 },
    ],
    ["SPEC-literal result: true", { result: true }, { allowed: true, remaining: null, limit: null }],
    ["SPEC-literal result: false", { result: false }, { allowed: false, remaining: null, limit: null }],
    ["result inside data", { status: 200, data: { result: true } }, { allowed: true, remaining: null, limit: null }],
    ["result as an object", { result: { allowed: true, remaining: 9, limit: 50 } }, { allowed: true, remaining: 9, limit: 50 }],
    [
      "data.result as an object",
      { data: { result: { allowed: false, remaining: 0 } } },
      { allowed: false, remaining: 0, limit: null },
    ],
    ["allowed at the top level", { allowed: true, limit: 50 }, { allowed: true, remaining: null, limit: 50 }],
    ["a bare true", true, { allowed: true, remaining: null, limit: null }],
    ["remaining alone, enough for 3", { data: { remaining: 3 } }, { allowed: true, remaining: 3, limit: null }],
    ["remaining alone, short of 3", { data: { remaining: 2, limit: 50 } }, { allowed: false, remaining: 2, limit: 50 }],
    [
      "unknown fields beside the verdict",
      { result: true, message: "OK", week: "2025-W03", user: { id: 1 } },
      { allowed: true, remaining: null, limit: null },
    ],
    [
      "odd figures are unknown, not errors",
      { data: { allowed: true, remaining: -4, limit: 1e300 } },
      { allowed: true, remaining: null, limit: null },
    ],
    [
      "figures as text are unknown",
      { data: { allowed: false, remaining: "2", limit: "50" } },
      { allowed: false, remaining: null, limit: null },
    ],
  ])("%s", async (_case, body, expected) => {
    answering(body);
    expect(success(await check(3))).toEqual(expected);
  });

  it.each([
    ["{}", {}],
    ["a status and message only", { status: 200, message: "OK" }],
    ["the limit alone", { data: { limit: 50 } }],
    ["an empty data", { data: {} }],
    ["allowed as text", { data: { allowed: "true", remaining: 40, limit: 50 } }],
    ["result as a number", { result: 1 }],
    ["a yes and a no", { result: true, data: { allowed: false } }],
    ["an array", [true]],
    ["null", null],
  ])("%s is a DecodeError: nothing says whether the cart fits", async (_case, body) => {
    answering(body);
    expect(failure(await check(3))).toMatchObject({ _tag: "DecodeError", message: expect.any(String) });
  });

  it("a 401 in the body stays Unauthorized (SPEC §8)", async () => {
    answering({ status: 401, message: "Unauthorized" });
    expect(failure(await check(3))).toMatchObject({ _tag: "Unauthorized", logout: true });
  });

  it("readWeeklyLimit reads the parts without deciding", () => {
    expect(success(readWeeklyLimit({ data: { limit: 50 } }))).toEqual({ allowed: null, remaining: null, limit: 50 });
  });
});

describe.each(["full", "spec"] as const)("the sandbox in its %s shape", (shape) => {
  it("a cart that fits is allowed; over the limit it is not", async () => {
    setSandboxShape(shape);
    expect(success(await check(3))).toMatchObject({ allowed: true });
    applyProviderState("the weekly limit is reached", { shape });
    const over = success(await check(1));
    expect(over.allowed).toBe(false);
    expect(over).toEqual(
      shape === "spec" ? { allowed: false, remaining: null, limit: null } : { allowed: false, remaining: 0, limit: 50 },
    );
  });
});
