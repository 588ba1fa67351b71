import type { QueryCachePort } from "@/application/ports/query-cache.port";

/** {@link QueryCachePort} that counts clears and resets and keeps invalidated key prefixes. */
export class RecordingQueryCache implements QueryCachePort {
  clears = 0;
  resets = 0;
  readonly invalidated: Array<ReadonlyArray<string>> = [];

  clear(): void {
    this.clears += 1;
  }

  invalidate(keyPrefix: ReadonlyArray<string>): void {
    this.invalidated.push(keyPrefix);
  }

  reset(): void {
    this.resets += 1;
  }
}
