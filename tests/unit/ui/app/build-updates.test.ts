import { describe, expect, it, vi } from "vitest";
import { reloadOnNextNavigation, watchBuildUpdates } from "@/ui/app/build-updates";
import {
  FIRST_CHECK_AFTER_IDLE_MS,
  fetchBuildVersion,
  intervalScheduler,
  type PageVisibility,
  type Scheduler,
  startVersionPolling,
  VERSION_POLL_MS,
} from "@/ui/app/build-version";

/** A scheduler and a page the test drives by hand. */
const harness = () => {
  const tasks: Array<{ ms: number; task: () => void }> = [];
  const visibleListeners: Array<() => void> = [];
  let visible = true;
  const scheduler: Scheduler = {
    every: (ms, task) => {
      const entry = { ms, task };
      tasks.push(entry);
      return () => tasks.splice(tasks.indexOf(entry), 1);
    },
  };
  const visibility: PageVisibility = {
    isVisible: () => visible,
    onVisible: (listener) => {
      visibleListeners.push(listener);
      return () => visibleListeners.splice(visibleListeners.indexOf(listener), 1);
    },
  };
  return {
    scheduler,
    visibility,
    tasks,
    visibleListeners,
    tick: () => tasks.forEach(({ task }) => task()),
    setVisible: (value: boolean) => {
      visible = value;
      if (value) visibleListeners.forEach((listener) => listener());
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("startVersionPolling (SPEC §4 build updates)", () => {
  it("fetches the manifest once about 1 s after idle (SPEC §7), before the first 60 s poll", async () => {
    const page = harness();
    const idle: Array<{ ms: number; task: () => void }> = [];
    const scheduler: Scheduler = { ...page.scheduler, afterIdle: (ms, task) => (idle.push({ ms, task }), () => undefined) };
    const fetchLatest = vi.fn(async () => "v2");
    const onNewVersion = vi.fn();
    startVersionPolling({ currentVersion: "v1", fetchLatest, onNewVersion, visibility: page.visibility, scheduler });
    expect(idle.map(({ ms }) => ms)).toEqual([FIRST_CHECK_AFTER_IDLE_MS]);
    expect(fetchLatest).not.toHaveBeenCalled();
    idle[0]?.task();
    await settle();
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith("v2");
  });

  it("the browser scheduler waits for idle, then 1 s, and can be cancelled", () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      intervalScheduler.afterIdle?.(FIRST_CHECK_AFTER_IDLE_MS, task);
      vi.advanceTimersByTime(FIRST_CHECK_AFTER_IDLE_MS - 1);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(50);
      expect(task).toHaveBeenCalledOnce();
      const cancelled = vi.fn();
      const cancel = intervalScheduler.afterIdle?.(FIRST_CHECK_AFTER_IDLE_MS, cancelled);
      cancel?.();
      vi.advanceTimersByTime(5 * FIRST_CHECK_AFTER_IDLE_MS);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("polls every 60 s and reports the first different version once, then stops", async () => {
    const page = harness();
    const versions = ["v1", "v1", "v2"];
    const fetchLatest = vi.fn(async () => versions.shift());
    const onNewVersion = vi.fn();
    startVersionPolling({ currentVersion: "v1", fetchLatest, onNewVersion, ...page });
    expect(page.tasks.map(({ ms }) => ms)).toEqual([VERSION_POLL_MS]);
    for (let i = 0; i < 3; i += 1) {
      page.tick();
      await settle();
    }
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith("v2");
    expect(page.tasks).toHaveLength(0);
    expect(page.visibleListeners).toHaveLength(0);
  });

  it("checks when the tab becomes visible again, and not while it is hidden", async () => {
    const page = harness();
    const fetchLatest = vi.fn(async () => "v2");
    const onNewVersion = vi.fn();
    startVersionPolling({ currentVersion: "v1", fetchLatest, onNewVersion, ...page });
    page.setVisible(false);
    page.tick();
    await settle();
    expect(fetchLatest).not.toHaveBeenCalled();
    page.setVisible(true);
    await settle();
    expect(onNewVersion).toHaveBeenCalledWith("v2");
  });

  it("ignores an unreadable version and keeps polling", async () => {
    const page = harness();
    const onNewVersion = vi.fn();
    startVersionPolling({ currentVersion: "v1", fetchLatest: async () => undefined, onNewVersion, ...page });
    page.tick();
    await settle();
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(page.tasks).toHaveLength(1);
  });

  it("the returned function stops it", () => {
    const page = harness();
    const stop = startVersionPolling({ currentVersion: "v1", fetchLatest: async () => "v2", onNewVersion: vi.fn(), ...page });
    stop();
    expect(page.tasks).toHaveLength(0);
    expect(page.visibleListeners).toHaveLength(0);
  });
});

describe("fetchBuildVersion", () => {
  const answer =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), { status });

  it("reads the version and bypasses the cache", async () => {
    const fetcher = vi.fn(answer({ version: "abc" }));
    await expect(fetchBuildVersion(fetcher)).resolves.toBe("abc");
    expect(fetcher).toHaveBeenCalledWith("/version.json", expect.objectContaining({ cache: "no-store" }));
  });

  it.each([
    ["a 404", answer({ version: "abc" }, 404)],
    ["a wrong shape", answer({ build: "abc" })],
    ["an empty version", answer({ version: "" })],
    ["HTML from an SPA fallback", async () => new Response("<!doctype html>", { status: 200 })],
    ["a network failure", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("gives undefined for %s", async (_name, fetcher) => {
    await expect(fetchBuildVersion(fetcher)).resolves.toBeUndefined();
  });
});

interface NavigationEvent {
  fromLocation?: unknown;
  toLocation?: { publicHref: string };
  pathChanged: boolean;
}
type Listener = (event: NavigationEvent) => void;
const fakeRouter = () => {
  const listeners: Listener[] = [];
  return {
    listeners,
    subscribe: ((_type: string, fn: Listener) => {
      listeners.push(fn);
      return () => listeners.splice(listeners.indexOf(fn), 1);
    }) as never,
    navigate: (event: NavigationEvent) =>
      listeners.forEach((fn) => fn({ toLocation: { publicHref: "/ar/draws?x=1" }, ...event })),
  };
};

describe("reloadOnNextNavigation", () => {
  it.each([
    [{ fromLocation: {}, pathChanged: true }, 1],
    [{ fromLocation: {}, pathChanged: false }, 0],
    [{ pathChanged: true }, 0],
  ])("%j loads the page %i time(s)", (event, times) => {
    const router = fakeRouter();
    const load = vi.fn();
    reloadOnNextNavigation(router, load);
    router.navigate(event);
    expect(load).toHaveBeenCalledTimes(times);
    if (times > 0) expect(load).toHaveBeenCalledWith("/ar/draws?x=1");
  });
});

describe("watchBuildUpdates", () => {
  it("does not reload before a new build is known, and reloads at the next navigation after", async () => {
    const page = harness();
    const router = fakeRouter();
    const reload = vi.fn();
    const told = vi.fn();
    let latest = "v1";
    watchBuildUpdates({
      router,
      currentVersion: "v1",
      fetchLatest: async () => latest,
      load: reload,
      onNewVersion: told,
      ...page,
    });
    router.navigate({ fromLocation: {}, pathChanged: true });
    expect(reload).not.toHaveBeenCalled();
    latest = "v2";
    page.tick();
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(told).toHaveBeenCalledTimes(1);
    router.navigate({ fromLocation: {}, pathChanged: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
