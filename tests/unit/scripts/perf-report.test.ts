import { describe, expect, it } from "vitest";
import type { LighthouseRun, SingleRun } from "../../../scripts/perf-lighthouse-lib";
import {
  checksFor,
  cpuRatioToFloor,
  median,
  medianRatioToFloor,
  type PageResult,
  unfinished,
} from "../../../scripts/perf-report";
import { readSettings } from "../../../scripts/perf-settings";

const single = (
  lcp: number,
  mainThreadMs: number,
  performance = 90,
  tbt = 200,
  cpuMs = mainThreadMs / 4,
  failed = false,
): SingleRun => ({
  url: "http://127.0.0.1/",
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
  failing: { performance: [], accessibility: [], "best-practices": [], seo: [] },
  metrics: { "largest-contentful-paint": lcp, "total-blocking-time": tbt },
  load: { requests: 30, renderBlocking: 2, benchmarkIndex: 2000, mainThreadMs, cpuMs, taskWallMs: mainThreadMs / 2, failed },
});
const rounds = (runs: SingleRun[]): LighthouseRun => ({
  ...(runs[0] as SingleRun),
  performanceRuns: runs.map((run) => run.scores.performance),
  runs,
});
const lcp = (run: SingleRun) => run.metrics["largest-contentful-paint"] ?? 0;

describe("medianRatioToFloor (npm run perf compares each round with the floor's run of that round)", () => {
  it("divides round by round and takes the median", () => {
    const floor = rounds([single(1000, 400), single(1200, 800), single(1100, 500)]);
    const page = rounds([single(2500, 1600), single(3600, 3200), single(2750, 2000)]);
    expect(medianRatioToFloor(page, floor, lcp)).toBe(2.5);
    expect(medianRatioToFloor(page, floor, (run) => run.load?.mainThreadMs ?? 0)).toBe(4);
  });

  it("gives the same figure when a busy machine slows the floor and the page of a round alike", () => {
    const floor = rounds([single(1000, 400), single(2000, 800), single(3000, 1200)]);
    const page = rounds([single(2500, 1600), single(5000, 3200), single(7500, 4800)]);
    expect(medianRatioToFloor(page, floor, lcp)).toBe(2.5);
  });

  it("leaves out a run Lighthouse could not finish (all figures 0)", () => {
    const floor = rounds([single(1000, 400), single(1000, 400), single(1000, 400)]);
    const page = rounds([single(0, 0, 0, 0), single(2400, 1600), single(2600, 1600)]);
    expect(medianRatioToFloor(page, floor, lcp)).toBe(2.5);
  });
});

describe("cpuRatioToFloor (the gated figure: main-thread CPU time, medians of the rounds)", () => {
  it("divides the page's median by the floor's", () => {
    const floor = rounds([single(1000, 400, 100, 0, 60), single(1000, 400, 100, 0, 50), single(1000, 400, 100, 0, 70)]);
    const page = rounds([single(2500, 1600, 90, 200, 300), single(2500, 1600, 90, 200, 420), single(2500, 1600, 90, 200, 360)]);
    expect(cpuRatioToFloor(page, floor)).toBeCloseTo(6);
  });

  it("is the same when load stretches the wall clock but not the threads' CPU time", () => {
    const floor = rounds([single(1000, 400, 100, 0, 60), single(1000, 400, 100, 0, 60), single(1000, 400, 100, 0, 60)]);
    const quiet = rounds([single(2500, 1600, 90, 200, 360), single(2500, 1600, 90, 200, 360), single(2500, 1600, 90, 200, 360)]);
    const loaded = rounds([
      single(9000, 9600, 40, 1700, 360),
      single(7000, 6400, 55, 1200, 360),
      single(8000, 8000, 50, 1500, 360),
    ]);
    expect(cpuRatioToFloor(loaded, floor)).toBe(cpuRatioToFloor(quiet, floor));
    expect(medianRatioToFloor(loaded, floor, (run) => run.load?.mainThreadMs ?? 0)).toBeGreaterThan(
      medianRatioToFloor(quiet, floor, (run) => run.load?.mainThreadMs ?? 0),
    );
  });

  it("leaves out a run without a trace (0)", () => {
    const floor = rounds([single(1000, 400, 100, 0, 60)]);
    const page = rounds([single(0, 0, 0, 0, 0), single(2500, 1600, 90, 200, 300), single(2500, 1600, 90, 200, 300)]);
    expect(cpuRatioToFloor(page, floor)).toBe(5);
  });
});

describe("checksFor: what fails the run and what is only reported", () => {
  const settings = readSettings({ PERF_MAX_CPU_RATIO: "8", PERF_MAX_LCP_RATIO: "2.6" }, {});
  const floor = rounds([single(1000, 400, 100, 0, 60), single(1000, 400, 100, 0, 60), single(1000, 400, 100, 0, 60)]);
  const page = (lcpMs: number, mainThreadMs: number, performance: number, cpuMs = 360): PageResult => ({
    page: { label: "home", path: "/", targetRatio: undefined },
    js: { gzipBytes: 190_000, sandboxGzipBytes: 0, files: [] },
    countedBytes: 190_000,
    ratio: 2.9,
    lighthouse: rounds([
      single(lcpMs, mainThreadMs, performance, 200, cpuMs),
      single(lcpMs, mainThreadMs, performance, 200, cpuMs),
      single(lcpMs, mainThreadMs, performance, 200, cpuMs),
    ]),
  });
  const failed = (checks: ReturnType<typeof checksFor>) =>
    checks.filter((check) => check.kind === "budget" && !check.pass).map((check) => check.name);
  const skipped = { skipped: "not measured", worstMs: 0, toggles: [], cpuSlowdown: 4 } as never;

  it("reports the performance score against the 95 target without failing on it, as a busy machine lowers it", () => {
    const checks = checksFor([page(2400, 1600, 60)], floor, skipped, settings);
    expect(failed(checks)).toEqual([]);
    const targetLine = checks.find((check) => check.name.includes("performance (idle-machine target, not gated)"));
    expect(targetLine).toMatchObject({ kind: "target", pass: false, limit: 95, value: 60 });
  });

  it("gates the performance score only when PERF_MIN_PERFORMANCE is set (an idle machine's check)", () => {
    const idle = readSettings({ PERF_MIN_PERFORMANCE: "85" }, {});
    expect(failed(checksFor([page(2400, 1600, 84)], floor, skipped, idle))).toEqual([
      "/ Lighthouse performance (PERF_MIN_PERFORMANCE: an idle machine's check)",
    ]);
    expect(failed(checksFor([page(2400, 1600, 85)], floor, skipped, idle))).toEqual([]);
  });

  it("fails when the page's main-thread CPU time grows past the budget against the floor's, however fast the wall clock", () => {
    expect(failed(checksFor([page(2400, 1600, 90, 480)], floor, skipped, settings))).toEqual([]);
    expect(failed(checksFor([page(2400, 1600, 99, 481)], floor, skipped, settings))).toEqual([
      "/ main-thread CPU time ÷ floor's (medians of the rounds)",
    ]);
  });

  it("reports the wall-clock LCP ratio to the floor without failing on it", () => {
    const checks = checksFor([page(2800, 2000, 90)], floor, skipped, settings);
    expect(failed(checks)).toEqual([]);
    expect(checks.filter((check) => check.name.includes("LCP ÷ floor") && !check.pass).map((check) => check.kind)).toEqual([
      "target",
    ]);
  });

  it("fails on more requests or render-blocking requests than the budget", () => {
    const strict = readSettings({ PERF_MAX_REQUESTS: "29", PERF_MAX_RENDER_BLOCKING: "1" }, {});
    expect(failed(checksFor([page(2400, 1600, 90)], floor, skipped, strict))).toEqual([
      "/ requests in the first view",
      "/ render-blocking requests",
    ]);
  });
});

describe("median", () => {
  it.each([
    { values: [], expected: Number.NaN },
    { values: [7], expected: 7 },
    { values: [552, 528, 588, 600, 540], expected: 552 },
    { values: [3, 1, 4, 2], expected: 2.5 },
  ])("$values → $expected", ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });
});

describe("unfinished (the runs Lighthouse could not finish, with their codes)", () => {
  const load = { requests: 0, renderBlocking: 0, benchmarkIndex: 100, mainThreadMs: 0, cpuMs: 0, taskWallMs: 0 };
  const runOf = (extra: Partial<NonNullable<SingleRun["load"]>>): SingleRun => ({
    url: "http://127.0.0.1/",
    scores: { performance: 0, accessibility: 0, "best-practices": 0, seo: 0 },
    failing: { performance: [], accessibility: [], "best-practices": [], seo: [] },
    metrics: {},
    load: { ...load, failed: false, ...extra },
  });

  it("says 0 when every run finished", () => {
    expect(unfinished([runOf({}), runOf({})])).toBe("0");
  });

  it("counts the unfinished runs and names their codes", () => {
    expect(unfinished([runOf({ failed: true, error: "NO_NAVSTART" }), runOf({}), runOf({ failed: true })])).toBe(
      "2 (NO_NAVSTART, no error code)",
    );
  });
});
