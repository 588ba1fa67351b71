import type { AnalyticsPort } from "@/application/ports/analytics.port";
import type { AppHostPort } from "@/application/ports/app-host.port";
import type { AuthGatewayPort } from "@/application/ports/auth-gateway.port";
import type { BalancePort } from "@/application/ports/balance.port";
import type { CartFormat } from "@/application/ports/cart-format.port";
import type { CartRepositoryPort } from "@/application/ports/cart-repository.port";
import type { ClockPort } from "@/application/ports/clock.port";
import type { ConnectivityPort } from "@/application/ports/connectivity.port";
import type { CookieStorePort } from "@/application/ports/cookie-store.port";
import type { GameCatalogPort } from "@/application/ports/game-catalog.port";
import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { NavigatorPort } from "@/application/ports/navigator.port";
import type { QueryCachePort } from "@/application/ports/query-cache.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { ReloadPort } from "@/application/ports/reload.port";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import type { SeoPort } from "@/application/ports/seo.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { token } from "@/application/di-token";
import { USE_CASE_TOKENS } from "@/application/use-case-tokens";

/**
 * The core's ports, bound to adapters by the composition root and replaced by fakes in tests. The
 * ports only one area calls are in its tokens file (checkout.tokens.ts, account.tokens.ts, …).
 */
export const PORT_TOKENS = {
  keyValueStore: token<KeyValueStorePort>("KeyValueStorePort"),
  cookieStore: token<CookieStorePort>("CookieStorePort"),
  clock: token<ClockPort>("ClockPort"),
  random: token<RandomPort>("RandomPort"),
  scheduler: token<SchedulerPort>("SchedulerPort"),
  connectivity: token<ConnectivityPort>("ConnectivityPort"),
  logger: token<LoggerPort>("LoggerPort"),
  reload: token<ReloadPort>("ReloadPort"),
  appHost: token<AppHostPort>("AppHostPort"),
  navigator: token<NavigatorPort>("NavigatorPort"),
  queryCache: token<QueryCachePort>("QueryCachePort"),
  sessionState: token<SessionStatePort>("SessionStatePort"),
  sessionStore: token<SessionStorePort>("SessionStorePort"),
  analytics: token<AnalyticsPort>("AnalyticsPort"),
  seo: token<SeoPort>("SeoPort"),
  gameCatalog: token<GameCatalogPort>("GameCatalogPort"),
  cartRepository: token<CartRepositoryPort>("CartRepositoryPort"),
  cartFormat: token<CartFormat>("CartFormat"),
  balance: token<BalancePort>("BalancePort"),
  authGateway: token<AuthGatewayPort>("AuthGatewayPort"),
} as const;

/** Every core token: `TOKENS.startup`, `TOKENS.sessionState`, … */
export const TOKENS = { ...PORT_TOKENS, ...USE_CASE_TOKENS } as const;
