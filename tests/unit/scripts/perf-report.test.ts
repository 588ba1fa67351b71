import { describe, expect, it } from "vitest";
import type { LighthouseRun, SingleRun } from "../../../scripts/perf-lighthouse";
import { checksFor, medianRatioToFloor, type PageResult } from "../../../scripts/perf-report";
import { readSettings } from "../../../scripts/perf-settings";

const single = (lcp: number, mainThreadMs: number, performance = 90, tbt = 200): SingleRun => ({
  url: "http://127.0.0.1/",
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
  failing: { performance: [], accessibility: [], "best-practices": [], seo: [] },
  metrics: { "largest-contentful-paint": lcp, "total-blocking-time": tbt },
  load: { requests: 30, renderBlocking: 2, benchmarkIndex: 2000, mainThreadMs },
});
const rounds = (runs: SingleRun[]): LighthouseRun => ({ ...(runs[0] as SingleRun), performanceRuns: runs.map((run) => run.scores.performance), runs });
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

describe("checksFor: what fails the run and what is only reported", () => {
  const settings = readSettings({ PERF_MAX_MAIN_THREAD_RATIO: "4.2", PERF_MAX_LCP_RATIO: "2.6" }, {});
  const floor = rounds([single(1000, 400), single(1000, 400), single(1000, 400)]);
  const page = (lcpMs: number, mainThreadMs: number, performance: number): PageResult => ({
    page: { label: "home", path: "/", targetRatio: undefined },
    js: { gzipBytes: 190_000, sandboxGzipBytes: 0, files: [] },
    countedBytes: 190_000,
    ratio: 2.9,
    lighthouse: rounds([single(lcpMs, mainThreadMs, performance), single(lcpMs, mainThreadMs, performance), single(lcpMs, mainThreadMs, performance)]),
  });
  const failed = (checks: ReturnType<typeof checksFor>) => checks.filter((check) => check.kind === "budget" && !check.pass).map((check) => check.name);
  const skipped = { skipped: "not measured", worstMs: 0, toggles: [], cpuSlowdown: 4 } as never;

  it("reports the 95 target as an idle-machine target and keeps the minimum of 85 as the budget", () => {
    const checks = checksFor([page(2400, 1600, 90)], floor, skipped, settings);
    expect(failed(checks)).toEqual([]);
    const targetLine = checks.find((check) => check.name.includes("performance (idle-machine target, not gated)"));
    expect(targetLine).toMatchObject({ kind: "target", pass: false, limit: 95, value: 90 });
    expect(failed(checksFor([page(2400, 1600, 84)], floor, skipped, settings))).toEqual(["/ Lighthouse performance"]);
  });

  it("reports the ratios to the floor without failing on them", () => {
    const checks = checksFor([page(2800, 2000, 90)], floor, skipped, settings);
    expect(failed(checks)).toEqual([]);
    expect(checks.filter((check) => check.name.includes("÷ floor") && !check.pass).map((check) => check.kind)).toEqual(["target", "target"]);
  });

  it("fails on more requests or render-blocking requests than the budget", () => {
    const strict = readSettings({ PERF_MAX_MAIN_THREAD_RATIO: "4.2", PERF_MAX_LCP_RATIO: "2.6", PERF_MAX_REQUESTS: "29", PERF_MAX_RENDER_BLOCKING: "1" }, {});
    expect(failed(checksFor([page(2400, 1600, 90)], floor, skipped, strict))).toEqual(["/ requests in the first view", "/ render-blocking requests"]);
  });
});
