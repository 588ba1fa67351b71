import { describe, expect, it } from "vitest";
import { lcpElementOf, mainThreadTime, medianRun, type SingleRun, untilFinished } from "../../../scripts/perf-lighthouse-lib";
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

  const unfinished = (performance: number): SingleRun => ({
    ...run(performance),
    scores: { performance, accessibility: 0, "best-practices": 0, seo: 0 },
    load: { requests: 0, renderBlocking: 0, benchmarkIndex: 100, mainThreadMs: 0, cpuMs: 300, taskWallMs: 2000, failed: true },
  });

  it("leaves out the runs Lighthouse could not finish when another finished", () => {
    const result = medianRun([unfinished(0), run(70), unfinished(0)]);
    expect(result.scores).toEqual({ performance: 70, accessibility: 100, "best-practices": 100, seo: 100 });
    expect(result.performanceRuns).toEqual([0, 70, 0]);
  });

  it("takes the best finished run's accessibility, best-practices and SEO (audits, not timings)", () => {
    const lost = {
      ...run(90),
      scores: { performance: 90, accessibility: 96, "best-practices": 100, seo: 100 },
      failing: { ...run(90).failing, accessibility: ["label"] },
    };
    const result = medianRun([lost, run(80), run(85)]);
    expect(result.scores).toEqual({ performance: 85, accessibility: 100, "best-practices": 100, seo: 100 });
    expect(result.failing.accessibility).toEqual([]);
    expect(medianRun([lost]).scores.accessibility).toBe(96);
  });
});

describe("mainThreadTime (the page's renderer main thread in a Chrome trace)", () => {
  const thread = (pid: number, tid: number, name: string) => ({ name: "thread_name", ph: "M", pid, tid, args: { name } });
  const task = (pid: number, tid: number, dur: number, tdur?: number, name = "RunTask") => ({
    name,
    ph: "X",
    pid,
    tid,
    dur,
    ...(tdur === undefined ? {} : { tdur }),
  });

  it("sums the top-level tasks' wall and CPU time of the busiest renderer main thread, in ms", () => {
    const events = [
      thread(1, 10, "CrRendererMain"),
      thread(2, 20, "CrRendererMain"),
      thread(2, 21, "Compositor"),
      task(1, 10, 5_000, 4_000),
      task(2, 20, 400_000, 90_000),
      task(2, 20, 100_000, 30_000, "ThreadControllerImpl::RunTask"),
      task(2, 20, 50_000, 50_000, "FunctionCall"),
      task(2, 21, 900_000, 900_000),
    ];
    expect(mainThreadTime(events)).toEqual({ cpuMs: 120, wallMs: 500 });
  });

  it("answers 0 for a trace without a renderer main thread", () => {
    expect(mainThreadTime([task(1, 1, 1000, 1000)])).toEqual({ cpuMs: 0, wallMs: 0 });
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

describe("untilFinished (a run Lighthouse could not finish is made again)", () => {
  const finished = run(90);
  const unfinishedRun: SingleRun = {
    ...run(0),
    load: {
      requests: 0,
      renderBlocking: 0,
      benchmarkIndex: 100,
      mainThreadMs: 0,
      cpuMs: 30,
      taskWallMs: 300,
      failed: true,
      error: "NO_FCP",
    },
  };
  const runs = (...list: SingleRun[]) => {
    let calls = 0;
    return { next: () => Promise.resolve(list[Math.min(calls++, list.length - 1)] as SingleRun), calls: () => calls };
  };

  it("keeps a finished run and makes no other", async () => {
    const source = runs(finished);
    expect(await untilFinished(source.next, 3, () => undefined)).toBe(finished);
    expect(source.calls()).toBe(1);
  });

  it("runs again until one finishes, and says so each time", async () => {
    const source = runs(unfinishedRun, unfinishedRun, finished);
    const lines: string[] = [];
    expect(await untilFinished(source.next, 3, (line) => lines.push(line))).toBe(finished);
    expect(source.calls()).toBe(3);
    expect(lines).toEqual([
      "perf: Lighthouse could not finish http://127.0.0.1/ (NO_FCP); running it again",
      "perf: Lighthouse could not finish http://127.0.0.1/ (NO_FCP); running it again",
    ]);
  });

  it("stops after the attempts allowed, and the last unfinished run counts", async () => {
    const source = runs(unfinishedRun);
    expect(await untilFinished(source.next, 2, () => undefined)).toBe(unfinishedRun);
    expect(source.calls()).toBe(2);
  });
});

describe("lcpElementOf (the element Lighthouse took as the largest paint)", () => {
  const details = (node: { selector?: string; nodeLabel?: string }) => ({
    type: "list",
    items: [{ type: "table", items: [{ node }] }],
  });

  it("names the selector's last part and the element's text", () => {
    expect(lcpElementOf(details({ selector: "main#main > article > p.shell-page__intro", nodeLabel: "Choose a game" }))).toBe(
      'p.shell-page__intro "Choose a game"',
    );
  });

  it("cuts a long text, folds its white space, and leaves out an empty one", () => {
    const long = "Complete every entry first:\n  ENTRY 1: Choose 7 numbers: 0 chosen so far";
    expect(lcpElementOf(details({ selector: "p#reason", nodeLabel: long }))).toBe(
      'p#reason "Complete every entry first: ENTRY 1: Cho…"',
    );
    expect(lcpElementOf(details({ selector: "img.logo", nodeLabel: "" }))).toBe("img.logo");
  });

  it("answers undefined without an element (no largest paint, an older report)", () => {
    expect(lcpElementOf(undefined)).toBeUndefined();
    expect(lcpElementOf({ items: [] })).toBeUndefined();
    expect(lcpElementOf(details({ nodeLabel: "x" }))).toBeUndefined();
  });
});
