import { describe, expect, it } from "vitest";
import { type ComparedRun, summarise } from "../../../scripts/perf-compare-lib";

const run = (tbtMs: number, more: Partial<ComparedRun> = {}): ComparedRun => ({
  performance: 95,
  tbtMs,
  lcpMs: 2000,
  cpuMs: 250,
  benchmarkIndex: 2000,
  ...more,
});

describe("npm run perf:compare's summary", () => {
  it("gives each build's medians", () => {
    const [only] = summarise([[run(300, { performance: 90 }), run(100, { performance: 98 }), run(200, { performance: 93 })]]);
    expect(only).toEqual({ performance: 93, tbtMs: 200, lcpMs: 2000, cpuMs: 250, tbtDeltaMs: 0 });
  });

  it("compares TBT with the first build's run of the same round, not the medians", () => {
    // The machine slowed down in rounds 2 and 3: both builds' TBT rose, the second build's less.
    const first = [run(200), run(400), run(600)];
    const second = [run(150), run(350), run(550)];
    const [, summary] = summarise([first, second]);
    expect(summary?.tbtDeltaMs).toBe(-50);
  });

  it("leaves out a round the first build has no run of", () => {
    const [, summary] = summarise([[run(200)], [run(100), run(900)]]);
    expect(summary?.tbtDeltaMs).toBe(-100);
  });
});
