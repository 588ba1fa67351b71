import type { InteractionTiming, JsWeight } from "./perf-browser";
import { CATEGORIES, type LighthouseRun, type SingleRun } from "./perf-lighthouse-lib";
import type { PerfPage, PerfSettings } from "./perf-settings";

export interface PageResult {
  readonly page: PerfPage;
  readonly js: JsWeight;
  /** The gzipped JS counted against the budget (without the sandbox unless PERF_COUNT_SANDBOX). */
  readonly countedBytes: number;
  readonly ratio: number;
  readonly lighthouse: LighthouseRun | undefined;
}

export interface Check {
  readonly name: string;
  readonly value: number;
  readonly limit: number;
  readonly pass: boolean;
  /** A budget fails the run; a target is only reported. */
  readonly kind: "budget" | "target";
}

export const countedBytes = (js: JsWeight, settings: PerfSettings): number =>
  settings.countSandbox ? js.gzipBytes : js.gzipBytes - js.sandboxGzipBytes;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
};

/**
 * The median over the rounds of a page's figure divided by the floor's in the same round: both
 * pages were loaded by one Chrome within seconds of each other, so a busy machine slows both.
 */
export function medianRatioToFloor(page: LighthouseRun, floor: LighthouseRun, figure: (run: SingleRun) => number): number {
  const pageRuns = page.runs ?? [page];
  const floorRuns = floor.runs ?? [floor];
  const ratios = pageRuns.flatMap((run, round) => {
    const reference = floorRuns[round] ?? floorRuns[0];
    // A run Lighthouse could not finish reports 0: it is left out, not counted as a fast page.
    return reference === undefined || figure(reference) <= 0 || figure(run) <= 0 ? [] : [figure(run) / figure(reference)];
  });
  return median(ratios);
}

const lcp = (run: SingleRun): number => run.metrics["largest-contentful-paint"] ?? 0;
const mainThread = (run: SingleRun): number => run.load?.mainThreadMs ?? 0;
const cpu = (run: SingleRun): number => run.load?.cpuMs ?? 0;

/** How many runs Lighthouse could not finish, with their error codes: "0", "1 (NO_FCP)". */
export function unfinished(runs: readonly SingleRun[]): string {
  const failed = runs.filter((each) => each.load?.failed === true);
  const codes = failed.map((each) => each.load?.error ?? "no error code");
  return failed.length === 0 ? "0" : `${String(failed.length)} (${codes.join(", ")})`;
}

/** The median of a figure over the rounds (a run without it, 0, left out). */
export const medianOfRuns = (run: LighthouseRun, figure: (each: SingleRun) => number): number =>
  median((run.runs ?? [run]).map(figure).filter((value) => value > 0));

/**
 * A page's main-thread CPU time ÷ the floor's, each the median of its rounds. CPU time (the
 * thread's own time, not the wall clock) barely moves when other work shares the cores, and the
 * floor's divides out the speed of the machine's cores (docs/quality.md, "Load").
 */
export const cpuRatioToFloor = (page: LighthouseRun, floor: LighthouseRun): number =>
  medianOfRuns(page, cpu) / medianOfRuns(floor, cpu);

/**
 * Gated: what does not depend on the machine (bytes, requests, render-blocking requests, the
 * accessibility, best-practices and SEO audits) and the page's main-thread CPU time against the
 * floor's. Reported: the Lighthouse performance score, LCP and TBT against the idle-machine targets
 * (gated only when PERF_MIN_PERFORMANCE is set), and the wall-clock figures against the floor's.
 */
export function checksFor(
  pages: readonly PageResult[],
  floor: LighthouseRun | undefined,
  interaction: InteractionTiming,
  settings: PerfSettings,
): Check[] {
  const checks: Check[] = [];
  const budget = (name: string, value: number, limit: number, atLeast = false): void => {
    checks.push({ name, value: round2(value), limit, pass: atLeast ? value >= limit : value <= limit, kind: "budget" });
  };
  const target = (name: string, value: number, limit: number, atLeast = false): void => {
    checks.push({ name, value: round2(value), limit, pass: atLeast ? value >= limit : value <= limit, kind: "target" });
  };
  for (const { page, ratio, lighthouse } of pages) {
    budget(`${page.path} JS ratio to floor`, ratio, settings.maxRatio);
    if (page.targetRatio !== undefined) target(`${page.path} JS ratio target`, ratio, page.targetRatio);
    if (lighthouse === undefined) continue;
    if (lighthouse.load !== undefined) {
      budget(`${page.path} requests in the first view`, lighthouse.load.requests, settings.maxRequests);
      budget(`${page.path} render-blocking requests`, lighthouse.load.renderBlocking, settings.maxRenderBlocking);
    }
    if (floor !== undefined) {
      budget(
        `${page.path} main-thread CPU time ÷ floor's (medians of the rounds)`,
        cpuRatioToFloor(lighthouse, floor),
        settings.maxCpuRatio,
      );
      // Wall-clock: a loaded machine moves it (docs/quality.md, "Load"), so it is reported only.
      target(
        `${page.path} LCP ÷ floor's LCP, same round (median; wall clock, not gated)`,
        medianRatioToFloor(lighthouse, floor, lcp),
        settings.maxLcpRatio,
      );
    }
    for (const category of ["accessibility", "best-practices", "seo"] as const) {
      budget(`${page.path} Lighthouse ${category}`, lighthouse.scores[category], settings.minScores[category], true);
    }
    if (settings.minScores.performance !== undefined) {
      budget(
        `${page.path} Lighthouse performance (PERF_MIN_PERFORMANCE: an idle machine's check)`,
        lighthouse.scores.performance,
        settings.minScores.performance,
        true,
      );
    }
    const idle = "idle-machine target, not gated";
    target(`${page.path} Lighthouse performance (${idle})`, lighthouse.scores.performance, settings.targetPerformance, true);
    target(`${page.path} LCP ms (${idle})`, lcp(lighthouse), settings.targetLcpMs);
    target(`${page.path} TBT ms (${idle})`, lighthouse.metrics["total-blocking-time"] ?? 0, settings.targetTbtMs);
  }
  if (interaction.skipped === undefined) {
    const max = settings.interactionMaxMs;
    checks.push({
      name: "number toggle (Event Timing)",
      value: interaction.worstMs,
      limit: max ?? settings.interactionTargetMs,
      pass: interaction.worstMs <= (max ?? settings.interactionTargetMs),
      kind: max === undefined ? "target" : "budget",
    });
  }
  return checks;
}

/** A score; for performance with several runs also each run's, e.g. "88 (81 88 90)". */
function scoreCell(lighthouse: LighthouseRun | undefined, category: (typeof CATEGORIES)[number]): string {
  if (lighthouse === undefined) return "-";
  const score = String(lighthouse.scores[category]);
  const runs = lighthouse.performanceRuns ?? [];
  return category === "performance" && runs.length > 1 ? `${score} (${runs.join(" ")})` : score;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The table `npm run perf` prints. */
export function table(
  floorBytes: number,
  pages: readonly PageResult[],
  interaction: InteractionTiming,
  floor?: LighthouseRun,
): string {
  const header = ["page", "JS gz KB", "sandbox KB", "counted KB", "× floor", "perf", "a11y", "b.p.", "seo"];
  const rows = [
    [
      "floor (bare React)",
      kb(floorBytes),
      "0.0",
      kb(floorBytes),
      "1.00",
      ...CATEGORIES.map((category) => (floor === undefined ? "" : scoreCell(floor, category))),
    ],
    ...pages.map(({ page, js, countedBytes: counted, ratio, lighthouse }) => [
      page.path,
      kb(js.gzipBytes),
      kb(js.sandboxGzipBytes),
      kb(counted),
      ratio.toFixed(2),
      ...CATEGORIES.map((category) => scoreCell(lighthouse, category)),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  const toggle =
    interaction.skipped === undefined
      ? `number toggle under ${interaction.cpuSlowdown}× CPU slowdown: worst ${interaction.worstMs} ms (each: ${interaction.toggles.join(", ")} ms; 0 = under the 16 ms threshold)`
      : `number toggle: not measured (${interaction.skipped})`;
  const lighthouseLines = [
    ...(floor === undefined ? [] : [{ label: "floor", run: floor }]),
    ...pages.flatMap(({ page, lighthouse }) => (lighthouse === undefined ? [] : [{ label: page.path, run: lighthouse }])),
  ].map(
    ({ label, run }) =>
      `${label}: LCP ${(run.runs ?? [run]).map((each) => Math.round(lcp(each))).join("/")} ms, TBT ${(run.runs ?? [run]).map((each) => Math.round(each.metrics["total-blocking-time"] ?? 0)).join("/")} ms, main-thread CPU ${(run.runs ?? [run]).map(cpu).join("/")} ms (wall ${(run.runs ?? [run]).map((each) => each.load?.taskWallMs ?? 0).join("/")} ms; Lighthouse main thread ${(run.runs ?? [run]).map(mainThread).join("/")} ms), unfinished runs ${unfinished(run.runs ?? [run])}, benchmarkIndex ${(run.runs ?? [run]).map((each) => each.load?.benchmarkIndex ?? 0).join("/")}, requests ${run.load?.requests ?? "-"}, render-blocking ${run.load?.renderBlocking ?? "-"}, LCP element ${[...new Set((run.runs ?? [run]).map((each) => each.lcpElement ?? "-"))].join(" / ")}`,
  );
  return [line(header), ...rows.map(line), "", "Lighthouse per round:", ...lighthouseLines, "", toggle].join("\n");
}

export function checkLines(checks: readonly Check[]): string {
  return checks
    .map((check) => {
      const mark = check.pass ? "ok  " : check.kind === "budget" ? "FAIL" : "miss";
      const comparison = check.name.includes("Lighthouse") ? "≥" : "≤";
      return `${mark} ${check.kind.padEnd(6)} ${check.name}: ${check.value} (${comparison} ${check.limit})`;
    })
    .join("\n");
}
