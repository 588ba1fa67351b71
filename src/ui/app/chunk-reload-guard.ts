import { Result, Schema } from "effect";
import type { ClockPort } from "@/application/ports/clock.port";
import type { KeyValueStorePort } from "@/application/ports/key-value-store.port";
import { shouldReloadAfterChunkError } from "@/domain/routing/chunk-reload";

/** Session storage key: path → time (ms) of the last reload made for a chunk failure on it. */
export const CHUNK_RELOAD_KEY = "chunkReloads";
/** Session storage key: the router's own reload marks already counted (see adoptRouterReloads). */
export const ADOPTED_KEY = "chunkReloadsAdopted";
/**
 * TanStack Router's lazy route components reload the page by themselves the first time a chunk
 * is missing, marking it in session storage under this prefix (one key per error message).
 */
export const ROUTER_RELOAD_PREFIX = "tanstack_router_reload:";

const Reloads = Schema.fromJsonString(Schema.Record(Schema.String, Schema.Number));
type Reloads = typeof Reloads.Type;
const Adopted = Schema.fromJsonString(Schema.Array(Schema.String));

/**
 * Messages browsers and Vite give when a lazily loaded chunk (a route's code, a locale) cannot be
 * fetched, usually because a new build replaced the old files.
 */
const CHUNK_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk \S+ failed/i;

export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_ERROR.test(error.message);
};

/**
 * SPEC §8/§9: a chunk-loading failure reloads the page, at most once per 10 s for the same path.
 * The last reload per path is kept in session storage (through {@link KeyValueStorePort}) so the
 * count survives the reload itself; a corrupt entry is dropped.
 */
export class ChunkReloadGuard {
  constructor(
    private readonly sessionStore: KeyValueStorePort,
    private readonly clock: ClockPort,
    private readonly reload: () => void,
  ) {}

  /** Reloads and returns true when allowed; false means: show the error instead. */
  reloadFor(path: string): boolean {
    const reloads = this.read();
    const nowMs = this.clock.now().getTime();
    const atMs = reloads[path];
    if (!shouldReloadAfterChunkError(atMs === undefined ? null : { path, atMs }, path, nowMs)) return false;
    this.remember(reloads, path, nowMs);
    this.reload();
    return true;
  }

  /**
   * At startup: a router reload mark not seen before means the router has just reloaded this page
   * for a missing chunk. It counts as this path's reload, so the 10 s limit covers both.
   */
  adoptRouterReloads(path: string, sessionKeys: ReadonlyArray<string>): void {
    const marks = sessionKeys.filter((key) => key.startsWith(ROUTER_RELOAD_PREFIX));
    const stored = this.sessionStore.get(ADOPTED_KEY);
    const decoded = stored === undefined ? undefined : Schema.decodeUnknownResult(Adopted)(stored);
    const adopted = decoded !== undefined && Result.isSuccess(decoded) ? decoded.success : [];
    if (marks.every((mark) => adopted.includes(mark))) return;
    this.remember(this.read(), path, this.clock.now().getTime());
    this.sessionStore.set(ADOPTED_KEY, JSON.stringify([...new Set([...adopted, ...marks])]));
  }

  private remember(reloads: Reloads, path: string, atMs: number): void {
    this.sessionStore.set(CHUNK_RELOAD_KEY, JSON.stringify({ ...reloads, [path]: atMs }));
  }

  private read(): Reloads {
    const stored = this.sessionStore.get(CHUNK_RELOAD_KEY);
    if (stored === undefined) return {};
    const decoded = Schema.decodeUnknownResult(Reloads)(stored);
    if (Result.isSuccess(decoded)) return decoded.success;
    console.warn("Dropped an unreadable chunk-reload record", decoded.failure.message);
    this.sessionStore.remove(CHUNK_RELOAD_KEY);
    return {};
  }
}
