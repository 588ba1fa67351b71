import type { QueryClient } from "@tanstack/react-query";
import { token } from "@/application/di-token";
import type { AppConfig } from "@/env";
import type { GameApiClient, LottoApiClient } from "@/adapters/http/api-client";
import type { TanStackRouterNavigator } from "@/adapters/navigation/tanstack-router-navigator";

/** Tokens only the composition root knows: configuration, clients, the router-backed navigator. */
export const ADAPTER_TOKENS = {
  config: token<AppConfig>("AppConfig"),
  queryClient: token<QueryClient>("QueryClient"),
  lottoApi: token<LottoApiClient>("LottoApiClient"),
  gameApi: token<GameApiClient>("GameApiClient"),
  routerNavigator: token<TanStackRouterNavigator>("TanStackRouterNavigator"),
} as const;
