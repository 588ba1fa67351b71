import type { QueryClient } from "@tanstack/react-query";
import type { QueryCachePort } from "@/application/ports/query-cache.port";

/** {@link QueryCachePort} over a TanStack QueryClient. */
export class TanStackQueryCache implements QueryCachePort {
  constructor(private readonly client: QueryClient) {}

  clear(): void {
    this.client.clear();
  }

  invalidate(keyPrefix: ReadonlyArray<string>): void {
    void this.client.invalidateQueries({ queryKey: [...keyPrefix] });
  }

  reset(): void {
    void this.client.resetQueries();
  }
}
