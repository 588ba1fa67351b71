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
 * The token the examples carry. It is only an example: the provider creates the real one in its
 * provider state and the verifier injects it (`${accessToken}`), so no server needs to know it.
 */
export const EXAMPLE_TOKEN = "example-access-token";

/** SPEC §7: signed-in calls send the stored token; the provider state supplies it at verification. */
export const bearer = { Authorization: MatchersV3.fromProviderState("Bearer ${accessToken}", `Bearer ${EXAMPLE_TOKEN}`) };
export const jsonBody = { "Content-Type": "application/json" };
export const signedInJson = { ...bearer, ...jsonBody };

/** A value the provider creates in its state and the verifier injects (docs/contracts.md). */
export const injected = <V>(name: string, example: V) => MatchersV3.fromProviderState(`\${${name}}`, example);

/** pact-js keeps its native handle private; it answers, by port, whether a mock server saw what it expected. */
interface NativePact {
  readonly pact: { mockServerMatchedSuccessfully(port: number): boolean };
}
let native: NativePact["pact"] | undefined;

function newPact(provider: string): PactV4 {
  const pact = new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, port: 0, logLevel: "warn" });
  native ??= (pact as unknown as NativePact).pact;
  return pact;
}

export function lottoApiPact(): PactV4 {
  return newPact(LOTTO_API);
}

export function gameApiPact(): PactV4 {
  return newPact(GAME_API);
}

/** What the tests need of a Pact mock server. */
export interface MockServer {
  readonly url: string;
}

/** How long a mock server may take to record a request it has answered. */
const RECORDING_DEADLINE_MS = 5_000;

/**
 * Waits until the mock server at `url` has recorded that it saw what it expected. It answers before
 * it records the match, and on a busy machine the check at the end of `executeTest` could otherwise
 * run first and report the request as "expected but not received" (pact-foundation/pact-js#1835).
 * A request that did not match is never recorded as a match: the wait ends at the deadline and
 * `executeTest` reports the mismatch.
 */
async function untilRecorded(url: string): Promise<void> {
  const port = Number(new URL(url).port);
  const deadline = Date.now() + RECORDING_DEADLINE_MS;
  while (native?.mockServerMatchedSuccessfully(port) === false && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The platform fetch, adjusted for the Pact mock server only: a fresh connection each time (every
 * interaction gets a new server on port 0, and a port can come back, so a kept-alive socket could
 * still reach the previous server), and the answer handed on once the server has recorded it.
 */
const mockServerFetch: FetchLike = async (request) => {
  const headers = new Headers(request.headers);
  headers.set("Connection", "close");
  const response = await globalThis.fetch(new Request(request, { headers }));
  await untilRecorded(request.url);
  return response;
};

/** The real HTTP client of the app, pointed at the Pact mock server. */
export function lottoClient(
  server: MockServer,
  token: string | undefined | (() => string | undefined) = EXAMPLE_TOKEN,
): LottoApiClient {
  const getToken = typeof token === "function" ? token : () => token;
  return createApiClient<LottoPaths>({ baseUrl: server.url, getToken, fetch: mockServerFetch, timeoutMs: 5_000 });
}

export function gameClient(
  server: MockServer,
  token: string | undefined | (() => string | undefined) = undefined,
): GameApiClient {
  const getToken = typeof token === "function" ? token : () => token;
  return createApiClient<GamePaths>({ baseUrl: server.url, getToken, fetch: mockServerFetch, timeoutMs: 5_000 });
}

/** ISO 8601 date-time with an offset, as the API sends dates (docs/api-design.md). */
export const isoDateTime = (example: string) =>
  MatchersV3.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, example);

/** The success value of a port call, or a failure that names what came back instead. */
export function successOf<A, E>(
  result: { readonly _tag: "Success"; readonly success: A } | { readonly _tag: "Failure"; readonly failure: E },
): A {
  if (result._tag === "Failure") throw new Error(`expected a success, got ${JSON.stringify(result.failure)}`);
  return result.success;
}

export function failureOf<A, E>(
  result: { readonly _tag: "Success"; readonly success: A } | { readonly _tag: "Failure"; readonly failure: E },
): E {
  if (result._tag === "Success") throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`);
  return result.failure;
}

/** openapi/lotto-api.yaml MessageResponse: the confirmation's wording is the provider's. */
export const confirmation = (example: string, status = 200) => ({ status, message: MatchersV3.like(example) });
