import { describe, expect, it } from "vitest";
import { medianRun } from "../../../scripts/perf-lighthouse";
import { readSettings } from "../../../scripts/perf-settings";

const run = (performance: number, lcp = performance) => ({
  url: "http://127.0.0.1/",
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
  failing: { performance: [], accessibility: [], "best-practices": [], seo: [] },
  metrics: { "largest-contentful-paint": lcp },
});

describe("medianRun (npm run perf reports the median of several Lighthouse runs)", () => {
  it.each([
    { scores: [88], median: 88 },
    { scores: [81, 90, 86], median: 86 },
    { scores: [90, 81], median: 81 },
    { scores: [70, 95, 88, 91, 86], median: 88 },
  ])("runs $scores → $median", ({ scores, median }) => {
    const result = medianRun(scores.map((score) => run(score)));
    expect(result.scores.performance).toBe(median);
    expect(result.performanceRuns).toEqual(scores);
  });

  it("keeps the median run's own metrics with its score", () => {
    const result = medianRun([run(81, 4000), run(90, 2000), run(86, 3000)]);
    expect(result.metrics["largest-contentful-paint"]).toBe(3000);
  });

  it("refuses an empty list", () => {
    expect(() => medianRun([])).toThrow(/at least one run/);
  });
});

describe("readSettings: PERF_LIGHTHOUSE_RUNS", () => {
  it.each([
    { value: undefined, runs: 3 },
    { value: "1", runs: 1 },
    { value: "5", runs: 5 },
    { value: "0", runs: 1 },
  ])("$value → $runs", ({ value, runs }) => {
    expect(readSettings(value === undefined ? {} : { PERF_LIGHTHOUSE_RUNS: value }, {}).lighthouseRuns).toBe(runs);
  });

  it("rejects a value that is not a number", () => {
    expect(() => readSettings({ PERF_LIGHTHOUSE_RUNS: "many" }, {})).toThrow(/PERF_LIGHTHOUSE_RUNS/);
  });
});
