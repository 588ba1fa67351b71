/** The pure part of `npm run perf:compare` (scripts/perf-compare.ts): one page's runs of each build, summed up. */
import { median } from "./perf-report";

/** One Lighthouse run's figures that the comparison reads. */
export interface ComparedRun {
  readonly performance: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
  /** The page's main-thread CPU time in the unthrottled load (LoadFigures.cpuMs). */
  readonly cpuMs: number;
  readonly benchmarkIndex: number;
}

export interface BuildSummary {
  readonly performance: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
  readonly cpuMs: number;
  /** Median of this build's TBT minus the first build's, run by run (the same round): 0 for the first. */
  readonly tbtDeltaMs: number;
}

/**
 * Medians per build, and each build's TBT against the first build's run of the same round: the
 * builds take turns within a round, so a busy moment of the machine lands on all of them, and the
 * paired difference is steadier than the difference of the medians.
 */
export function summarise(runsPerBuild: readonly (readonly ComparedRun[])[]): BuildSummary[] {
  const first = runsPerBuild[0] ?? [];
  return runsPerBuild.map((runs) => ({
    performance: median(runs.map((run) => run.performance)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cpuMs: median(runs.map((run) => run.cpuMs)),
    tbtDeltaMs: median(runs.flatMap((run, round) => (first[round] === undefined ? [] : [run.tbtMs - first[round].tbtMs]))),
  }));
}
