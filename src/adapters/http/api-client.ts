import createClient, { type Client, type Middleware } from "openapi-fetch";
import { NetworkError, TimeoutError } from "@/application/ports/api-errors";
import type { paths as GamePaths } from "@/adapters/http/generated/game-api";
import type { paths as LottoPaths } from "@/adapters/http/generated/lotto-api";

/** A request that has not been answered within this budget fails with TimeoutError. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export type FetchLike = (input: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** "" for the page's own origin, or an absolute URL: a cross-origin API works (no cookies needed). */
  readonly baseUrl: string;
  /** SPEC §7: the stored access token, sent as a Bearer header; undefined when signed out. */
  readonly getToken?: () => string | undefined;
  /** Defaults to `globalThis.fetch`, looked up on every call so MSW's interception is honoured. */
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
}

/**
 * SPEC §7: every call carries the stored token as `Authorization: Bearer …`. No cookies travel
 * (`credentials: "omit"`), so a cross-origin API needs no credentialed CORS.
 */
function bearerToken(getToken: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      // A call that brings its own token (SPEC §2 token login) keeps it.
      if (request.headers.has("Authorization")) return request;
      const token = getToken();
      if (token !== undefined && token !== "") request.headers.set("Authorization", `Bearer ${token}`);
      return request;
    },
  };
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Sends the request and reads the whole body under one time budget, so a slow body is a timeout
 * too. Failures leave as tagged errors. SPEC §7: nothing is retried.
 */
function timedFetch(options: ApiClientOptions, timeoutMs: number): FetchLike {
  return async (request) => {
    const send = options.fetch ?? globalThis.fetch;
    try {
      const response = await send(new Request(request, { signal: AbortSignal.timeout(timeoutMs) }));
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      const { status, statusText, headers } = response;
      return new Response(body, { status, statusText, headers });
    } catch (error) {
      throw isTimeout(error) ? new TimeoutError({ timeoutMs }) : new NetworkError({ reason: describe(error) });
    }
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One openapi-fetch client for one API host. Built per container (never at import time) so that a
 * test's or the sandbox's MSW server intercepts it.
 */
export function createApiClient<Paths extends object>(options: ApiClientOptions): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl,
    fetch: timedFetch(options, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    credentials: "omit",
    headers: { Accept: "application/json" },
  });
  if (options.getToken !== undefined) client.use(bearerToken(options.getToken));
  return client;
}

/** The main API (openapi/lotto-api.yaml). */
export type LottoApiClient = Client<LottoPaths>;
/** The separate game API host (openapi/game-api.yaml). */
export type GameApiClient = Client<GamePaths>;
