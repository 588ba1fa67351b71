import { Result, Schema } from "effect";

/**
 * SPEC §4 "Build updates": the app polls for a new build and reloads when one appears. Every build
 * writes `version.json` (vite.config.ts, plugin `build-version`) and knows its own version; the
 * poller compares the two every 60 s and when the tab becomes visible again.
 */
export const VERSION_POLL_MS = 60_000;
/** SPEC §7 infrastructure: the build manifest is first fetched about 1 second after idle. */
export const FIRST_CHECK_AFTER_IDLE_MS = 1_000;
export const VERSION_FILE = "/version.json";

const VersionFile = Schema.Struct({ version: Schema.String.check(Schema.isMinLength(1)) });

/** What the poller needs of the page: whether it is visible, and a way to hear it become so. */
export interface PageVisibility {
  isVisible(): boolean;
  onVisible(listener: () => void): () => void;
}

export interface Scheduler {
  every(ms: number, task: () => void): () => void;
  /** Runs `task` once, `ms` after the page has become idle; returns a cancel function. */
  afterIdle?(ms: number, task: () => void): () => void;
}

export interface VersionPollerOptions {
  readonly currentVersion: string;
  /** The deployed build's version, undefined when it cannot be read (offline, dev server…). */
  readonly fetchLatest: () => Promise<string | undefined>;
  /** Called once, with the first version that differs from the running one. */
  readonly onNewVersion: (version: string) => void;
  readonly visibility: PageVisibility;
  readonly scheduler: Scheduler;
  readonly intervalMs?: number;
}

/** Starts polling; the returned function stops it. Polling stops by itself once a build is found. */
export function startVersionPolling(options: VersionPollerOptions): () => void {
  let stopped = false;
  let checking = false;
  const stops: Array<() => void> = [];
  const stop = (): void => {
    stopped = true;
    for (const cancel of stops.splice(0)) cancel();
  };
  const check = async (): Promise<void> => {
    if (stopped || checking || !options.visibility.isVisible()) return;
    checking = true;
    try {
      const latest = await options.fetchLatest();
      if (!stopped && latest !== undefined && latest !== options.currentVersion) {
        stop();
        options.onNewVersion(latest);
      }
    } finally {
      checking = false;
    }
  };
  const firstCheck = options.scheduler.afterIdle?.(FIRST_CHECK_AFTER_IDLE_MS, () => void check());
  if (firstCheck !== undefined) stops.push(firstCheck);
  stops.push(options.scheduler.every(options.intervalMs ?? VERSION_POLL_MS, () => void check()));
  stops.push(options.visibility.onVisible(() => void check()));
  return stop;
}

/** Reads `version.json`, bypassing every cache; undefined on any failure (it is only a hint). */
export async function fetchBuildVersion(
  fetcher: (input: string, init: RequestInit) => Promise<Response>,
  url: string = VERSION_FILE,
): Promise<string | undefined> {
  try {
    const response = await fetcher(url, { cache: "no-store", headers: { Accept: "application/json" } });
    if (!response.ok) return undefined;
    const decoded = Schema.decodeUnknownResult(VersionFile)(await response.json());
    return Result.isSuccess(decoded) ? decoded.success.version : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's side of {@link PageVisibility}. */
export const documentVisibility = (doc: Document): PageVisibility => ({
  isVisible: () => doc.visibilityState === "visible",
  onVisible: (listener) => {
    const handler = (): void => {
      if (doc.visibilityState === "visible") listener();
    };
    doc.addEventListener("visibilitychange", handler);
    return () => doc.removeEventListener("visibilitychange", handler);
  },
});

export const intervalScheduler: Scheduler = {
  every: (ms, task) => {
    const id = setInterval(task, ms);
    return () => clearInterval(id);
  },
  afterIdle: (ms, task) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (): void => {
      timer = setTimeout(task, ms);
    };
    // requestIdleCallback is missing in some webviews: then the page's load is the idle moment.
    if (typeof globalThis.requestIdleCallback === "function") {
      const idle = globalThis.requestIdleCallback(start);
      return () => {
        globalThis.cancelIdleCallback(idle);
        clearTimeout(timer);
      };
    }
    timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  },
};
