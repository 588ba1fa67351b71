/** The cache of fetched server data (TanStack Query behind an adapter). */
export interface QueryCachePort {
  /** SPEC §4 logout: every cached query is cleared. */
  clear(): void;
  /** Mark cached answers under a key prefix stale, so screens fetch them again (e.g. ["balance"]). */
  invalidate(keyPrefix: ReadonlyArray<string>): void;
  /**
   * Every cached answer dropped; the screens showing one fetch it again (issue 13: after an account
   * switch nothing of the previous account may be shown, not even while the new answer loads).
   */
  reset(): void;
}
