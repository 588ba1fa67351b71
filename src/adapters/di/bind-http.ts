import type { Container } from "inversify";
import type { Client } from "openapi-fetch";
import { PORT_TOKENS as P } from "@/application/tokens";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import type { AppConfig } from "@/env";
import { OpenApiAuthGateway } from "@/adapters/http/account/openapi-auth-gateway";
import { createApiClient, type FetchLike, type GameApiClient, type LottoApiClient } from "@/adapters/http/api-client";
import { OpenApiCartRepository } from "@/adapters/http/cart/openapi-cart-repository";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { OpenApiPaymentGateway } from "@/adapters/http/checkout/openapi-payment-gateway";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { OpenApiAnalytics } from "@/adapters/http/tracking/openapi-analytics";
import { OpenApiSeo } from "@/adapters/http/tracking/openapi-seo";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindClass, bindFactory } from "@/adapters/di/bind";

/** The API description a client speaks; named through the client types so DTOs stay in src/adapters/http. */
type PathsOf<C> = C extends Client<infer Paths> ? Paths : never;
type LottoPaths = PathsOf<LottoApiClient>;
type GamePaths = PathsOf<GameApiClient>;

/**
 * The remote ports over openapi-fetch that the first views call or a click there needs at once
 * (the others load on first use: bind-lazy-http.ts). The clients are built per container, on first
 * use (never at import time), so a test's or the sandbox's MSW intercepts them (STACK.md).
 * SPEC §7: the main API carries the stored token; the game API host is public.
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
  bindFactory(container, A.gameApi, (): GameApiClient => createApiClient<GamePaths>({ baseUrl: config.gameApiBaseUrl, ...withFetch }), []);
  bindFactory(
    container,
    P.gameCatalog,
    (lotto: LottoApiClient, games: GameApiClient) =>
      new OpenApiGameCatalog(lotto, new FixedLottoResultsClient(games, { account: config.gameApiAccount, currency: config.currency })),
    [A.lottoApi, A.gameApi],
  );
  bindClass(container, P.voucherGateway, OpenApiVoucherGateway, [A.lottoApi, P.clock, A.config]);
  bindClass(container, P.cartRepository, OpenApiCartRepository, [A.lottoApi]);
  bindClass(container, P.balance, OpenApiBalance, [A.lottoApi]);
  bindClass(container, P.paymentGateway, OpenApiPaymentGateway, [A.lottoApi]);
  bindClass(container, P.authGateway, OpenApiAuthGateway, [A.lottoApi]);
  bindClass(container, P.analytics, OpenApiAnalytics, [A.lottoApi]);
  bindClass(container, P.seo, OpenApiSeo, [A.lottoApi]);
}
