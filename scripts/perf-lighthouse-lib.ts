/**
 * What `npm run perf` reads from Lighthouse's runs, apart from running Lighthouse itself
 * (scripts/perf-lighthouse.ts): the unit tests and the report import these without loading
 * Lighthouse, chrome-launcher and Playwright.
 */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  readonly url: string;
  /** 0–100 per category. */
  readonly scores: Record<Category, number>;
  /** Audits that cost points, per category: what to fix first. */
  readonly failing: Record<Category, readonly string[]>;
  readonly metrics: Readonly<Record<string, number>>;
  /** Figures that do not depend on the machine's speed, and Lighthouse's measure of that speed. */
  readonly load?: LoadFigures;
  /** The performance score of every run of this URL, in run order; the run reported is the median one. */
  readonly performanceRuns: readonly number[];
  /** Every run of this URL in run order (round 1, 2, …), to pair each with the floor's run of its round. */
  readonly runs?: readonly SingleRun[];
  /**
   * The element Lighthouse took as the largest paint (its selector's last part and its text), so a
   * report tells a prerendered paint from one drawn once the app has run (docs/quality.md).
   */
  readonly lcpElement?: string;
}

export interface LoadFigures {
  /** Requests of the first view (Lighthouse diagnostics `numRequests`). */
  readonly requests: number;
  /** Render-blocking requests (Lighthouse `render-blocking-insight`). */
  readonly renderBlocking: number;
  /** Lighthouse's CPU benchmark of this run (lhr.environment.benchmarkIndex): lower = slower or busier machine. */
  readonly benchmarkIndex: number;
  /** Main-thread work observed in the unthrottled load, ms (`mainthread-work-breakdown`): wall time. */
  readonly mainThreadMs: number;
  /**
   * CPU time of the page's main thread in the same load, ms: the thread time (`tdur`) of its
   * top-level tasks in Lighthouse's trace. A busy machine stretches wall time (the thread waits
   * for a core) but hardly the thread's own CPU time: the figure gated (docs/quality.md, "Load").
   */
  readonly cpuMs: number;
  /** The wall time of those same tasks, ms: with cpuMs, how much the machine made them wait. */
  readonly taskWallMs: number;
  /** Lighthouse could not finish the run (lhr.runtimeError, e.g. NO_FCP on a starved machine): its scores are not the page's. */
  readonly failed: boolean;
  /** The runtime error's code when it could not (NO_FCP, PAGE_HUNG, …). */
  readonly error?: string;
}

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/**
 * The page's main thread in a Chrome trace (the renderer main thread with the most task time) and
 * its top-level tasks' wall and CPU time, in ms.
 */
export function mainThreadTime(events: readonly TraceEvent[]): { readonly cpuMs: number; readonly wallMs: number } {
  const mains = events.filter(
    (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  let best = { cpuMs: 0, wallMs: 0 };
  for (const main of mains) {
    const tasks = events.filter(
      (event) =>
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ph === "X" &&
        (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask"),
    );
    const wallMs = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
    const cpuMs = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
    if (wallMs > best.wallMs) best = { cpuMs, wallMs };
  }
  return { cpuMs: Math.round(best.cpuMs), wallMs: Math.round(best.wallMs) };
}

export type SingleRun = Omit<LighthouseRun, "performanceRuns" | "runs">;

/**
 * The run with the median performance score (the lower middle for an even count) among the runs
 * Lighthouse finished. One Lighthouse run of a page varies by several points on a shared machine;
 * its authors advise the median of several runs, and the run reported keeps its own metrics and
 * audits together.
 */
export function medianRun(runs: readonly SingleRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error("medianRun needs at least one run");
  // A run Lighthouse could not finish (a starved machine) says nothing of the page's scores.
  const finished = runs.filter((run) => run.load?.failed !== true);
  const pool = finished.length > 0 ? finished : runs;
  const sorted = [...pool].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as SingleRun;
  // Accessibility, best practices and SEO are audits of the page, not timings: the best finished
  // run is the page's (a run whose API answers came too late on a busy machine may lose a point).
  const scores = { ...median.scores };
  const failing = { ...median.failing };
  for (const category of CATEGORIES.filter((id) => id !== "performance")) {
    const best = [...pool].sort((a, b) => b.scores[category] - a.scores[category])[0] as SingleRun;
    scores[category] = best.scores[category];
    failing[category] = best.failing[category];
  }
  return { ...median, scores, failing, performanceRuns: runs.map((run) => run.scores.performance), runs };
}

/**
 * A run Lighthouse could not finish (on a loaded machine, e.g. CI's perf step beside the e2e run)
 * is made again, up to `attempts` runs in all; the last one counts, finished or not. Each round
 * then has a run of the page: if every round of a page stayed unfinished its audits would read 0.
 */
export async function untilFinished(
  runOnce: () => Promise<SingleRun>,
  attempts = 3,
  log: (line: string) => void = console.log,
): Promise<SingleRun> {
  let run = await runOnce();
  for (let attempt = 1; attempt < attempts && run.load?.failed === true; attempt += 1) {
    log(`perf: Lighthouse could not finish ${run.url} (${run.load.error ?? "no error code"}); running it again`);
    run = await runOnce();
  }
  return run;
}

interface LcpElementDetails {
  readonly items?: readonly {
    readonly items?: readonly { readonly node?: { readonly selector?: string; readonly nodeLabel?: string } }[];
  }[];
}

/** `largest-contentful-paint-element`'s node as `p.intro "Choose a game, pick…"`; undefined without one. */
export function lcpElementOf(details: unknown): string | undefined {
  const node = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  if (node?.selector === undefined) return undefined;
  const element = node.selector.split(">").at(-1)?.trim() ?? node.selector;
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").trim();
  return label === "" ? element : `${element} "${label.length > 40 ? `${label.slice(0, 40)}…` : label}"`;
}
