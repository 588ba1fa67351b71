import { QueryClient } from "@tanstack/react-query";
import { Container } from "inversify";
import type { AppConfig } from "@/env";
import type { FetchLike } from "@/adapters/http/api-client";
import type { RouterWithHistory, TanStackRouterNavigator } from "@/adapters/navigation/tanstack-router-navigator";
import { ADAPTER_TOKENS } from "@/adapters/di/adapter-tokens";
import { bindBrowserPorts } from "@/adapters/di/bind-browser";
import { bindHttpPorts } from "@/adapters/di/bind-http";
import { bindSessionUseCases } from "@/adapters/di/bind-session-use-cases";
import { bindUseCases } from "@/adapters/di/bind-use-cases";
import { bindConstant } from "@/adapters/di/bind";
import { ContainerAreas } from "@/adapters/di/container-areas";
import { TOKENS } from "@/application/tokens";

/** SPEC §9: cached queries stay fresh for 5000 ms. */
export const QUERY_STALE_TIME_MS = 5_000;

export interface ContainerOverrides {
  /** The QueryClient the screens use; by default a new one, fresh for 5000 ms (SPEC §9). */
  readonly queryClient?: QueryClient;
  /** The fetch of the API clients (default: `globalThis.fetch`, looked up per call for MSW). */
  readonly fetch?: FetchLike;
}

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    // SPEC §9: fresh for 5000 ms; SPEC §7: calls are not retried. A write runs offline too
    // (networkMode "always"): its use case answers for itself (a cart entry is kept on the device and
    // saved once online, SPEC §4; a form says the network failed), where TanStack's default would
    // pause it until the browser is back online, the button busy and nothing said.
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: false },
      mutations: { retry: false, networkMode: "always" },
    },
  });

/**
 * The composition root's one container (ARCHITECTURE §3.4): the only place that knows which
 * adapter serves which port. Everything is bound by token with `toResolvedValue`/`toConstantValue`
 * (no decorators) and created on first use. The core is bound here; each area's ContainerModule
 * (src/adapters/di/areas) is loaded by `TOKENS.areas` when a route of the area first loads.
 * Tests build a fresh one and `rebind` what they fake (after loading the areas they use).
 */
export function createContainer(config: AppConfig, overrides: ContainerOverrides = {}): Container {
  const container = new Container();
  bindBrowserPorts(container, config, overrides.queryClient ?? createQueryClient());
  bindHttpPorts(container, config, overrides.fetch);
  bindSessionUseCases(container);
  bindUseCases(container, config);
  // SPEC §8: the one 401 rule, looked up by each remote port when a 401 arrives (bind-remote.ts).
  bindConstant(container, ADAPTER_TOKENS.unauthorizedRule, () => container.get(TOKENS.handleUnauthorized));
  const areas = new ContainerAreas(container);
  bindConstant(container, ADAPTER_TOKENS.containerAreas, areas);
  bindConstant(container, TOKENS.areas, areas);
  return container;
}

/** Once the router exists (its context holds the container), navigation goes through it. */
export function attachRouter(container: Container, router: RouterWithHistory): void {
  container.get<TanStackRouterNavigator>(ADAPTER_TOKENS.routerNavigator).attach(router);
}

/**
 * Holds the use cases' navigation while React hydrates a prerendered page; the returned function
 * releases it, and what was asked for meanwhile runs in order (docs/prerender.md).
 */
export function holdNavigation(container: Container): () => void {
  return container.get<TanStackRouterNavigator>(ADAPTER_TOKENS.routerNavigator).hold();
}

/** The QueryClient the container was built with (the one given, or its own). */
export function queryClientOf(container: Container): QueryClient {
  return container.get<QueryClient>(ADAPTER_TOKENS.queryClient);
}
