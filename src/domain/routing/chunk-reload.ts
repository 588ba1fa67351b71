/** SPEC §8/§9: after a chunk-loading failure the page reloads at most once per 10 s per path. */
export const RELOAD_GUARD_MS = 10_000;

export interface LastReload {
  readonly path: string;
  readonly atMs: number;
}

export const shouldReloadAfterChunkError = (last: LastReload | null, path: string, nowMs: number): boolean =>
  last === null || last.path !== path || nowMs - last.atMs >= RELOAD_GUARD_MS;
