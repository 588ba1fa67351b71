/**
 * Attribution of a Chrome CPU profile (CDP `Profiler.stop`) to the code that spent the time: each
 * sample's self time goes to its function's original source (through the build's source maps) and
 * to that source's package (`react-dom`, `@tanstack/router-core`) or app folder (`src/ui/app`).
 */

export interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
      readonly columnNumber: number;
    };
  }>;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  /** When the first sample's delta starts, in microseconds on the trace's clock. */
  readonly startTime?: number;
}

/** Where a position of a served script comes from; undefined when there is no source map for it. */
export type OriginalPosition = (
  url: string,
  line: number,
  column: number,
) => { readonly source: string; readonly line: number; readonly name: string | null } | undefined;

export interface Attribution {
  /** Microseconds per package or app folder ("(program)", "(idle)" and native calls by name). */
  readonly byPackage: ReadonlyMap<string, number>;
  /** Microseconds per function, as `name source:line`. */
  readonly byFunction: ReadonlyMap<string, number>;
}

/** A source as the report names it: from its package (`react-dom/cjs/…`) or from `src/`. */
export function shortSource(source: string): string {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) return source.slice(modules + "node_modules/".length);
  const src = source.lastIndexOf("src/");
  return src >= 0 ? source.slice(src) : source;
}

/** `node_modules/@scope/name/…` → `@scope/name`; `…/src/ui/app/x.ts` → `src/ui/app`; else the source as given. */
export function packageOf(source: string): string {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = source.slice(modules + "node_modules/".length).split("/");
    return (parts[0]?.startsWith("@") === true ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
  }
  const src = source.lastIndexOf("src/");
  if (src >= 0) return source.slice(src).split("/").slice(0, 3).join("/");
  return source;
}

const add = <K>(map: Map<K, number>, key: K, time: number) => map.set(key, (map.get(key) ?? 0) + time);

export function attribute(profile: CpuProfile, original: OriginalPosition): Attribution {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => add(self, id, profile.timeDeltas[index] ?? 0));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const { id, callFrame } of profile.nodes) {
    const time = self.get(id) ?? 0;
    if (time === 0) continue;
    const name = callFrame.functionName === "" ? "(anonymous)" : callFrame.functionName;
    if (callFrame.url === "") {
      // (program), (idle), (garbage collector) and native calls such as appendChild.
      add(byPackage, name.startsWith("(") ? name : `(${name})`, time);
      add(byFunction, name, time);
      continue;
    }
    const position = original(callFrame.url, callFrame.lineNumber + 1, callFrame.columnNumber);
    if (position === undefined) {
      const path = new URL(callFrame.url).pathname;
      add(byPackage, path, time);
      add(byFunction, `${name} ${path}`, time);
      continue;
    }
    add(byPackage, packageOf(position.source), time);
    add(byFunction, `${position.name ?? name} ${shortSource(position.source)}:${position.line}`, time);
  }
  return { byPackage, byFunction };
}

/**
 * The same profile with only the samples taken in [fromUs, toUs) on the trace's clock (a task of the
 * trace): what the main thread ran in that window.
 */
export function during(profile: CpuProfile, fromUs: number, toUs: number): CpuProfile {
  let at = profile.startTime ?? 0;
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= fromUs && at < toUs) {
      samples.push(id);
      timeDeltas.push(delta);
    }
  });
  return { nodes: profile.nodes, samples, timeDeltas, startTime: fromUs };
}

/** Adds up attributions (one per load) into one. */
export function merge(attributions: readonly Attribution[]): Attribution {
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const one of attributions) {
    for (const [key, time] of one.byPackage) add(byPackage, key, time);
    for (const [key, time] of one.byFunction) add(byFunction, key, time);
  }
  return { byPackage, byFunction };
}

/** The `count` largest entries, as milliseconds per load, largest first. */
export function top(
  times: ReadonlyMap<string, number>,
  count: number,
  loads: number,
): Array<{ readonly key: string; readonly ms: number }> {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => ({ key, ms: time / 1000 / loads }));
}

/** One event of a Chrome trace (CDP `Tracing`, JSON trace event format; times in microseconds). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly data?: { readonly url?: string }; readonly beginData?: { readonly url?: string } };
}

/** A task of the page's main thread longer than 50 ms, in milliseconds from the navigation. */
export interface LongTask {
  /** On the trace's clock (microseconds), for {@link during}. */
  readonly ts: number;
  readonly startMs: number;
  readonly durationMs: number;
  /** Its longest piece of work: `v8.evaluateModule` (modules running), `FunctionCall`, `Layout`… */
  readonly doing: string;
}

export interface MainThreadTasks {
  /** First contentful paint, ms from the navigation (null: none recorded). */
  readonly firstPaintMs: number | null;
  readonly longTasks: readonly LongTask[];
  /** Σ (task − 50 ms) over the long tasks that start after the first paint: Total Blocking Time's rule. */
  readonly blockingAfterPaintMs: number;
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
/** What a task did: the longest of these inside it names it. */
const WORK_NAMES = new Set([
  "v8.evaluateModule",
  "v8.compileModule",
  "EvaluateScript",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "FireAnimationFrame",
  "EventDispatch",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "MajorGC",
  "MinorGC",
]);
const LONG_MS = 50;

/**
 * The long tasks of a page load's main thread from its trace: the thread that parsed the page at
 * `pageUrl`, its tasks over 50 ms, the first contentful paint, and the blocking time after it
 * (what Lighthouse's Total Blocking Time adds up, here measured rather than simulated).
 */
export function mainThreadTasks(events: readonly TraceEvent[], pageUrl: string): MainThreadTasks {
  const parse = events.find((event) => event.name === "ParseHTML" && (event.args?.beginData?.url ?? "").startsWith(pageUrl));
  if (parse === undefined) return { firstPaintMs: null, longTasks: [], blockingAfterPaintMs: 0 };
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
  const starts = events.filter((event) => event.name === "navigationStart" && event.pid === parse.pid).map((event) => event.ts);
  const origin = starts.length > 0 ? Math.min(...starts) : parse.ts;
  const ms = (ts: number) => (ts - origin) / 1000;
  const paint = events.find((event) => event.name === "firstContentfulPaint" && event.pid === parse.pid);
  const firstPaintMs = paint === undefined ? null : ms(paint.ts);
  const complete = onMain.filter((event) => event.ph === "X" && event.dur !== undefined);
  const longTasks = complete
    .filter((event) => TASK_NAMES.has(event.name) && (event.dur ?? 0) > LONG_MS * 1000 && event.ts >= origin)
    .map((task): LongTask => {
      const end = task.ts + (task.dur ?? 0);
      const inner = complete.filter(
        (event) => WORK_NAMES.has(event.name) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
      );
      const longest = inner.reduce<TraceEvent | undefined>(
        (best, event) => ((event.dur ?? 0) > (best?.dur ?? 0) ? event : best),
        undefined,
      );
      return { ts: task.ts, startMs: ms(task.ts), durationMs: (task.dur ?? 0) / 1000, doing: longest?.name ?? "other" };
    });
  const blockingAfterPaintMs =
    firstPaintMs === null
      ? 0
      : longTasks.filter((task) => task.startMs >= firstPaintMs).reduce((sum, task) => sum + task.durationMs - LONG_MS, 0);
  return { firstPaintMs, longTasks, blockingAfterPaintMs };
}
