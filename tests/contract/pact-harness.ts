import { resolve } from "node:path";
import { MatchersV3, PactV4 } from "@pact-foundation/pact";
import { createApiClient, type FetchLike, type GameApiClient, type LottoApiClient } from "@/adapters/http/api-client";
import type { paths as GamePaths } from "@/adapters/http/generated/game-api";
import type { paths as LottoPaths } from "@/adapters/http/generated/lotto-api";

/** Pact names: the shop consumes the main API and the separate game API host (SPEC §7). */
export const CONSUMER = "lotto-web";
export const LOTTO_API = "lotto-api";
export const GAME_API = "lotto-game-api";
/** Pact files land here (gitignored); docs/contracts.md. */
export const PACT_DIR = resolve(import.meta.dirname, "../../pacts");

/**
 * The token the examples carry. The sandbox accepts it after every provider state; a backend team
 * swaps in a real one with PACT_PROVIDER_TOKEN (docs/contracts.md).
 */
export const EXAMPLE_TOKEN = "demo-access-token";

/** SPEC §7: signed-in calls send the stored token; its value is the provider's business. */
export const bearer = { Authorization: MatchersV3.regex(/^Bearer \S+$/, `Bearer ${EXAMPLE_TOKEN}`) };
export const jsonBody = { "Content-Type": "application/json" };
export const signedInJson = { ...bearer, ...jsonBody };

export function lottoApiPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: LOTTO_API, dir: PACT_DIR, port: 0, logLevel: "warn" });
}

export function gameApiPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: GAME_API, dir: PACT_DIR, port: 0, logLevel: "warn" });
}

/** What the tests need of a Pact mock server. */
export interface MockServer {
  readonly url: string;
}

/** Time the mock server gets to record a matched request before the test may end. */
const MOCK_SERVER_BOOKKEEPING_MS = 50;

/**
 * The platform fetch, adjusted for the Pact mock server only:
 * - a fresh connection each time: every interaction gets a new server on port 0, and a port can
 *   come back, so a kept-alive socket could still reach the previous server;
 * - a short pause after each answer: the mock server answers before it records the match, and on
 *   a busy machine the check at the end of `executeTest` can otherwise run first and report the
 *   request as "expected but not received" (pact-foundation/pact-js#1835).
 */
const mockServerFetch: FetchLike = async (request) => {
  const headers = new Headers(request.headers);
  headers.set("Connection", "close");
  const response = await globalThis.fetch(new Request(request, { headers }));
  await new Promise((resolve) => setTimeout(resolve, MOCK_SERVER_BOOKKEEPING_MS));
  return response;
};

/** The real HTTP client of the app, pointed at the Pact mock server. */
export function lottoClient(server: MockServer, token: string | undefined = EXAMPLE_TOKEN): LottoApiClient {
  return createApiClient<LottoPaths>({ baseUrl: server.url, getToken: () => token, fetch: mockServerFetch, timeoutMs: 5_000 });
}

export function gameClient(server: MockServer): GameApiClient {
  return createApiClient<GamePaths>({ baseUrl: server.url, fetch: mockServerFetch, timeoutMs: 5_000 });
}

/** ISO 8601 date-time with an offset, as the API sends dates (docs/api-design.md). */
export const isoDateTime = (example: string) =>
  MatchersV3.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, example);

/** Provider-state values the verifier injects (see scripts/pact/verify-pacts.ts). */
export const LUCKY_DAY_EVENT_ID = "${luckyDayEventId}";

/** The success value of a port call, or a failure that names what came back instead. */
export function successOf<A, E>(result: { readonly _tag: "Success"; readonly success: A } | { readonly _tag: "Failure"; readonly failure: E }): A {
  if (result._tag === "Failure") throw new Error(`expected a success, got ${JSON.stringify(result.failure)}`);
  return result.success;
}

export function failureOf<A, E>(result: { readonly _tag: "Success"; readonly success: A } | { readonly _tag: "Failure"; readonly failure: E }): E {
  if (result._tag === "Success") throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`);
  return result.failure;
}

/** openapi/lotto-api.yaml MessageResponse: the confirmation's wording is the provider's. */
export const confirmation = (example: string, status = 200) => ({ status, message: MatchersV3.like(example) });
