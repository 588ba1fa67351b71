import type { QueryCachePort } from "@/application/ports/query-cache.port";

/** {@link QueryCachePort} that counts clears and keeps invalidated key prefixes. */
export class RecordingQueryCache implements QueryCachePort {
  clears = 0;
  readonly invalidated: Array<ReadonlyArray<string>> = [];

  clear(): void {
    this.clears += 1;
  }

  invalidate(keyPrefix: ReadonlyArray<string>): void {
    this.invalidated.push(keyPrefix);
  }
}
