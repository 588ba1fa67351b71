import type { Container } from "inversify";
import type { Client } from "openapi-fetch";
import { PORT_TOKENS as P } from "@/application/tokens";
import { USE_CASE_TOKENS as U } from "@/application/use-case-tokens";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { currencyExponent } from "@/domain/money/currency";
import type { AppConfig } from "@/env";
import { OpenApiAuthGateway } from "@/adapters/http/account/openapi-auth-gateway";
import { createApiClient, type FetchLike, type GameApiClient, type LottoApiClient } from "@/adapters/http/api-client";
import { cartFormat } from "@/adapters/http/cart/cart.mapper";
import { OpenApiCartRepository } from "@/adapters/http/cart/openapi-cart-repository";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { OpenApiAnalytics } from "@/adapters/http/tracking/openapi-analytics";
import { OpenApiSeo } from "@/adapters/http/tracking/openapi-seo";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindFactory } from "@/adapters/di/bind";
import { bindRemoteClass, bindRemoteFactory } from "@/adapters/di/bind-remote";

/** The API description a client speaks; named through the client types so DTOs stay in src/adapters/http. */
type PathsOf<C> = C extends Client<infer Paths> ? Paths : never;
type LottoPaths = PathsOf<LottoApiClient>;
type GamePaths = PathsOf<GameApiClient>;

/**
 * The core's remote ports over openapi-fetch: those every first view calls (games, cart, balance,
 * sign-in, analytics, SEO). An area's own ports are bound by its module (src/adapters/di/areas). The clients are built per container, on first
 * use (never at import time), so a test's or the sandbox's MSW intercepts them (STACK.md).
 * SPEC §7: every call, on the main API and on the game API host, carries the stored token.
 * SPEC §8: every port hands a 401 to the one rule (bind-remote.ts); the auth gateway's sign-in and
 * token revocation are exempt (a wrong password is not a lost session; a logout must not loop).
 */
export function bindHttpPorts(container: Container, config: AppConfig, fetch: FetchLike | undefined): void {
  const withFetch = fetch === undefined ? {} : { fetch };
  bindFactory(
    container,
    A.lottoApi,
    (session: SessionStorePort): LottoApiClient =>
      createApiClient<LottoPaths>({ baseUrl: config.apiBaseUrl, getToken: () => session.accessToken(), ...withFetch }),
    [P.sessionStore],
  );
  bindFactory(
    container,
    A.gameApi,
    (session: SessionStorePort): GameApiClient =>
      createApiClient<GamePaths>({ baseUrl: config.gameApiBaseUrl, getToken: () => session.accessToken(), ...withFetch }),
    [P.sessionStore],
  );
  bindRemoteFactory(
    container,
    P.gameCatalog,
    (lotto: LottoApiClient, games: GameApiClient, logger: LoggerPort) =>
      new OpenApiGameCatalog(
        lotto,
        new FixedLottoResultsClient(games, { account: config.gameApiAccount, currency: config.currency }, logger),
        currencyExponent(config.currency),
        logger,
      ),
    [A.lottoApi, A.gameApi, P.logger],
  );
  // SPEC §1: amounts in the configured currency's minor units (U.currencyExponent, bound from VITE_CURRENCY).
  bindRemoteClass(container, P.cartRepository, OpenApiCartRepository, [A.lottoApi, U.currencyExponent]);
  bindRemoteClass(container, P.balance, OpenApiBalance, [A.lottoApi, U.currencyExponent]);
  // The cart in local storage: the same SPEC §3 JSON as the server's cart_data, by the same mapper.
  bindFactory(container, P.cartFormat, cartFormat, [U.currencyExponent]);
  bindRemoteClass(container, P.authGateway, OpenApiAuthGateway, [A.lottoApi], ["login", "tokenLogin", "logout"]);
  bindRemoteClass(container, P.analytics, OpenApiAnalytics, [A.lottoApi]);
  bindRemoteClass(container, P.seo, OpenApiSeo, [A.lottoApi]);
}
