import type { QueryClient } from "@tanstack/react-query";
import type { Injector } from "@/application/di-token";

/**
 * The router context (TanStack Router's DI seam): route loaders and `beforeLoad` reach use cases
 * through `context.container.get(TOKENS.x)` and prefetch with `context.queryClient`.
 */
export interface RouterContext {
  readonly container: Injector;
  readonly queryClient: QueryClient;
}
