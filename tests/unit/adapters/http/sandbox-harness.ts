import { Result } from "effect";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_TOKEN } from "@mocks/seed";
import { resetSandbox } from "@mocks/state";
import { createApiClient, type GameApiClient, type LottoApiClient } from "@/adapters/http/api-client";
import type { paths as GamePaths } from "@/adapters/http/generated/game-api";
import type { paths as LottoPaths } from "@/adapters/http/generated/lotto-api";

/** Another origin than the page's, as in production: the token travels in the header only. */
export const API_BASE = "https://api.lotto.test";
export const GAME_API_BASE = "https://games.lotto.test";
export { DEMO_TOKEN };

/** The sandbox backend (mocks/) behind MSW for this test file; unknown requests fail the test. */
export function useSandbox(): typeof sandboxServer {
  beforeAll(() => sandboxServer.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => resetSandbox());
  afterEach(() => sandboxServer.resetHandlers());
  afterAll(() => sandboxServer.close());
  return sandboxServer;
}

/** A main-API client signed in as the sandbox's demo user unless another token (or none) is given. */
export function lottoClient(token: string | undefined = DEMO_TOKEN): LottoApiClient {
  return createApiClient<LottoPaths>({ baseUrl: API_BASE, getToken: () => token, timeoutMs: 2_000 });
}

export function gameClient(): GameApiClient {
  return createApiClient<GamePaths>({ baseUrl: GAME_API_BASE, timeoutMs: 2_000 });
}

/** The success value, or a thrown error showing the failure. */
export function success<A, E>(result: Result.Result<A, E>): A {
  if (Result.isFailure(result)) throw new Error(`expected a success, got ${JSON.stringify(result.failure)}`);
  return result.success;
}

export function failure<A, E>(result: Result.Result<A, E>): E {
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`);
  return result.failure;
}
