import { Result, Schema } from "effect";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { callApi } from "@/adapters/http/api-call";
import { createApiClient } from "@/adapters/http/api-client";
import type { ApiError } from "@/application/ports/api-errors";

/** A one-endpoint API, enough to exercise the shared client and error mapping. */
interface TestPaths {
  "/api/thing": {
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: Record<string, unknown>; content: { "application/json": unknown } } };
    };
  };
}

const BASE = "https://api.lotto.test";
const Thing = Schema.Struct({ status: Schema.Number, data: Schema.Struct({ name: Schema.String }) });
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(response: () => Response | Promise<Response>) {
  server.use(http.get(`${BASE}/api/thing`, response));
}

function getThing(token?: string, timeoutMs = 1_000) {
  const client = createApiClient<TestPaths>({ baseUrl: BASE, getToken: () => token, timeoutMs });
  return callApi(() => client.GET("/api/thing"), Thing);
}

async function failureOf(result: Promise<Result.Result<unknown, ApiError>>): Promise<ApiError> {
  const settled = await result;
  if (Result.isSuccess(settled)) throw new Error(`expected a failure, got ${JSON.stringify(settled.success)}`);
  return settled.failure;
}

describe("createApiClient + callApi", () => {
  it("decodes a success answer with its schema", async () => {
    answer(() => HttpResponse.json({ status: 200, data: { name: "lucky-day" } }));
    expect(await getThing()).toEqual(Result.succeed({ status: 200, data: { name: "lucky-day" } }));
  });

  it("sends the stored token as a Bearer header, asks for JSON and sends no cookies (SPEC §7)", async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/api/thing`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ status: 200, data: { name: "x" } });
      }),
    );
    await getThing("tok-123");
    expect(seen?.headers.get("authorization")).toBe("Bearer tok-123");
    expect(seen?.headers.get("accept")).toBe("application/json");
    expect(seen?.credentials).toBe("omit");
  });

  it("sends no Authorization header while signed out", async () => {
    let authorization: string | null = "unset";
    server.use(
      http.get(`${BASE}/api/thing`, ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json({ status: 200, data: { name: "x" } });
      }),
    );
    await getThing(undefined);
    expect(authorization).toBeNull();
  });

  it.each<[string, () => Response | Promise<Response>, Partial<ApiError> & { _tag: ApiError["_tag"] }]>([
    ["a network failure", () => HttpResponse.error(), { _tag: "NetworkError" }],
    [
      "401 whose message is 'Unauthorized' → logout (SPEC §8)",
      () => HttpResponse.json({ status: 401, message: "Unauthorized" }, { status: 401 }),
      { _tag: "Unauthorized", logout: true, message: "Unauthorized" },
    ],
    [
      "401 whose message is 'UNAUTHORIZED' → logout, any case (SPEC §8)",
      () => HttpResponse.json({ status: 401, message: "UNAUTHORIZED" }, { status: 401 }),
      { _tag: "Unauthorized", logout: true },
    ],
    [
      "401 with another message → /login without logout (SPEC §8)",
      () => HttpResponse.json({ status: 401, message: "Token expired" }, { status: 401 }),
      { _tag: "Unauthorized", logout: false, message: "Token expired" },
    ],
    [
      "HTTP 200 carrying status 401 in its body (SPEC §8)",
      () => HttpResponse.json({ status: 401, message: "unauthorized" }),
      { _tag: "Unauthorized", logout: true },
    ],
    [
      "422 with field errors",
      () =>
        HttpResponse.json(
          { status: 422, message: "The given data was invalid.", errors: { phone: ["Phone number is required"] } },
          { status: 422 },
        ),
      { _tag: "ValidationFailed", message: "The given data was invalid.", fieldErrors: { phone: ["phoneRequired"] } },
    ],
    [
      "422 field messages: SPEC texts as keys, a blank one as invalidInput, the server's own words kept",
      () =>
        HttpResponse.json(
          {
            message: "Invalid input",
            errors: {
              email: ["Please enter a valid email address", "Email cannot exceed 255 characters"],
              phone: ["This phone number is already registered."],
              otp: [" "],
            },
          },
          { status: 422 },
        ),
      {
        _tag: "ValidationFailed",
        message: "Invalid input",
        messageKey: "invalidInput",
        fieldErrors: {
          email: ["emailInvalid", "emailMax"],
          phone: ["This phone number is already registered."],
          otp: ["invalidInput"],
        },
      },
    ],
    [
      "400 whose message is a SPEC text carries its key too",
      () => HttpResponse.json({ message: "The voucher code is required" }, { status: 400 }),
      { _tag: "ServerMessage", status: 400, message: "The voucher code is required", messageKey: "voucherCodeRequired" },
    ],
    [
      "422 without field errors",
      () => HttpResponse.json({ status: 422 }, { status: 422 }),
      { _tag: "ValidationFailed", message: "Invalid input", messageKey: "invalidInput", fieldErrors: {} },
    ],
    [
      "500 with the server's message",
      () => HttpResponse.json({ status: 500, message: "Draw engine unavailable" }, { status: 500 }),
      { _tag: "ServerMessage", status: 500, message: "Draw engine unavailable" },
    ],
    [
      "503 with an HTML body",
      () => new HttpResponse("<h1>down</h1>", { status: 503, statusText: "Service Unavailable" }),
      { _tag: "ServerMessage", status: 503, message: "Service Unavailable" },
    ],
    [
      "malformed JSON on a success",
      () => new HttpResponse("{not json", { status: 200, headers: { "Content-Type": "application/json" } }),
      { _tag: "DecodeError" },
    ],
    [
      "a success that does not match the schema",
      () => HttpResponse.json({ status: 200, data: { name: 7 } }),
      { _tag: "DecodeError" },
    ],
  ])("maps %s", async (_name, respond, expected) => {
    answer(respond);
    expect(await failureOf(getThing("tok"))).toMatchObject(expected);
  });

  it("gives up after timeoutMs with a TimeoutError, without retrying (SPEC §7)", async () => {
    let calls = 0;
    answer(async () => {
      calls += 1;
      await delay(500);
      return HttpResponse.json({ status: 200, data: { name: "late" } });
    });
    expect(await failureOf(getThing("tok", 50))).toMatchObject({ _tag: "TimeoutError", timeoutMs: 50 });
    expect(calls).toBe(1);
  });

  it("names the failing field in a DecodeError", async () => {
    answer(() => HttpResponse.json({ status: 200, data: {} }));
    expect((await failureOf(getThing())).message).toContain("name");
  });
});
