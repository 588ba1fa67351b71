import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, ChunkReloadGuard, isChunkLoadError, ROUTER_RELOAD_PREFIX } from "@/ui/app/chunk-reload-guard";
import { FixedClock } from "../../fakes/fixed-clock";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";

const setup = (initial: Record<string, string> = {}) => {
  const store = new InMemoryKeyValueStore(initial);
  const clock = new FixedClock();
  const reload = vi.fn<() => void>();
  return { store, clock, reload, guard: new ChunkReloadGuard(store, clock, reload) };
};

describe("isChunkLoadError", () => {
  it.each([
    ["Failed to fetch dynamically imported module: https://shop.test/assets/faq-abc.js", true],
    ["error loading dynamically imported module: https://shop.test/assets/faq-abc.js", true],
    ["Importing a module script failed.", true],
    ["Unable to preload CSS for /assets/index-abc.css", true],
    ["Loading chunk 42 failed.", true],
    ["Cannot read properties of undefined (reading 'x')", false],
  ])("%s → %s", (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });

  it("recognises a ChunkLoadError by name and ignores non-errors", () => {
    const named = new Error("x");
    named.name = "ChunkLoadError";
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("ChunkReloadGuard (SPEC §8/§9: at most one reload per 10 s for the same path)", () => {
  it("reloads on the first failure and remembers when, per path", () => {
    const { guard, reload, store, clock } = setup();
    expect(guard.reloadFor("/faq")).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.get(CHUNK_RELOAD_KEY) ?? "{}")).toEqual({ "/faq": clock.now().getTime() });
  });

  it.each([
    [0, false],
    [1, false],
    [9_999, false],
    [10_000, true],
    [60_000, true],
  ])("a second failure on the same path %i ms later reloads: %s", (elapsed, expected) => {
    const { guard, reload, clock } = setup();
    guard.reloadFor("/faq");
    clock.advance(elapsed);
    expect(guard.reloadFor("/faq")).toBe(expected);
    expect(reload).toHaveBeenCalledTimes(expected ? 2 : 1);
  });

  it("another path has its own 10 s, and a reload elsewhere does not reset the first path's", () => {
    const { guard, reload, clock } = setup();
    guard.reloadFor("/faq");
    clock.advance(1_000);
    expect(guard.reloadFor("/draws")).toBe(true);
    clock.advance(1_000);
    expect(guard.reloadFor("/faq")).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("survives the reload: a fresh guard on the same session storage still refuses", () => {
    const { store, clock } = setup();
    const first = new ChunkReloadGuard(store, clock, () => undefined);
    first.reloadFor("/wallet");
    clock.advance(500);
    const reload = vi.fn<() => void>();
    expect(new ChunkReloadGuard(store, clock, reload).reloadFor("/wallet")).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([["not json"], ['{"/faq":"yesterday"}'], ["[1,2]"]])("drops a corrupt record (%s) and reloads", (stored) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { guard, reload, store } = setup({ [CHUNK_RELOAD_KEY]: stored });
    expect(guard.reloadFor("/faq")).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Object.keys(JSON.parse(store.get(CHUNK_RELOAD_KEY) ?? "{}"))).toEqual(["/faq"]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("ChunkReloadGuard.adoptRouterReloads (the router's own first reload counts)", () => {
  const mark = `${ROUTER_RELOAD_PREFIX}Failed to fetch dynamically imported module: /assets/faq-1.js`;

  it("a new router mark at startup counts as this path's reload: a failure within 10 s shows the error", () => {
    const { guard, reload, clock } = setup();
    guard.adoptRouterReloads("/faq", ["chunkReloads", mark]);
    clock.advance(2_000);
    expect(guard.reloadFor("/faq")).toBe(false);
    clock.advance(8_000);
    expect(guard.reloadFor("/faq")).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a mark already counted does not count again at a later startup", () => {
    const { guard, clock } = setup();
    guard.adoptRouterReloads("/faq", [mark]);
    clock.advance(60_000);
    guard.adoptRouterReloads("/faq", [mark]);
    expect(guard.reloadFor("/faq")).toBe(true);
  });

  it("without router marks nothing is recorded", () => {
    const { guard, store } = setup();
    guard.adoptRouterReloads("/faq", ["theme", "chunkReloads"]);
    expect(store.entries()).toEqual({});
  });
});
