import type { QueryClient } from "@tanstack/react-query";
import type { ContainerModule } from "inversify";
import { token, type Area, type AreaLoader } from "@/application/di-token";
import type { UnauthorizedRule } from "@/application/auth/unauthorized-policy";
import type { AppConfig } from "@/env";
import type { GameApiClient, LottoApiClient } from "@/adapters/http/api-client";
import type { TanStackRouterNavigator } from "@/adapters/navigation/tanstack-router-navigator";

/** Tokens only the composition root knows: configuration, clients, the router-backed navigator, the areas. */
export const ADAPTER_TOKENS = {
  config: token<AppConfig>("AppConfig"),
  queryClient: token<QueryClient>("QueryClient"),
  lottoApi: token<LottoApiClient>("LottoApiClient"),
  gameApi: token<GameApiClient>("GameApiClient"),
  routerNavigator: token<TanStackRouterNavigator>("TanStackRouterNavigator"),
  /** SPEC §8: the one 401 rule, looked up when a 401 arrives (bind-remote.ts). */
  unauthorizedRule: token<() => UnauthorizedRule>("UnauthorizedRule"),
  /** The area loader (container-areas.ts) with its synchronous load for tests. */
  containerAreas: token<AreaLoader & { loadNow(area: Area, module: ContainerModule): void }>("ContainerAreas"),
} as const;
