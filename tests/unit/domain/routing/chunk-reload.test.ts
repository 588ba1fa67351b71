import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_MS, shouldReloadAfterChunkError } from "@/domain/routing/chunk-reload";

describe("chunk-loading reload guard (SPEC §8/§9: at most once per 10 s for the same path)", () => {
  it.each([
    [null, "/a", 0, true],
    [{ path: "/a", atMs: 1000 }, "/a", 1000 + RELOAD_GUARD_MS - 1, false],
    [{ path: "/a", atMs: 1000 }, "/a", 1000 + RELOAD_GUARD_MS, true],
    [{ path: "/a", atMs: 1000 }, "/b", 1001, true],
  ])("last %j, path %s at %i → %s", (last, path, nowMs, reload) => {
    expect(shouldReloadAfterChunkError(last, path, nowMs)).toBe(reload);
  });
});
