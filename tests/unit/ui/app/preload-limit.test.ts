import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { limitConcurrency, MAX_SIMULTANEOUS_PRELOADS } from "@/ui/app/preload-limit";

/** A task the test finishes by hand, recording how many ran at once. */
const deferredRunner = () => {
  let running = 0;
  let peak = 0;
  const pending: Array<{ n: number; finish: (ok: boolean) => void }> = [];
  const run = (n: number) =>
    new Promise<number>((resolve, reject) => {
      running += 1;
      peak = Math.max(peak, running);
      pending.push({ n, finish: (ok) => ((running -= 1), ok ? resolve(n) : reject(new Error(`task ${n} failed`))) });
    });
  return { run, pending, peak: () => peak };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("limitConcurrency (SPEC §9: up to 4 simultaneous route preloads)", () => {
  it("runs 4 at once and starts the 5th when one finishes, in order", async () => {
    const runner = deferredRunner();
    const limited = limitConcurrency(runner.run, MAX_SIMULTANEOUS_PRELOADS);
    const results = [1, 2, 3, 4, 5, 6].map((n) => limited(n));
    expect(runner.pending.map(({ n }) => n)).toEqual([1, 2, 3, 4]);
    runner.pending.shift()?.finish(true);
    await settle();
    expect(runner.pending.map(({ n }) => n)).toEqual([2, 3, 4, 5]);
    await expect(results[0]).resolves.toBe(1);
  });

  it("a failure is passed on and frees its slot", async () => {
    const runner = deferredRunner();
    const limited = limitConcurrency(runner.run, 1);
    const first = limited(1);
    const second = limited(2);
    runner.pending.shift()?.finish(false);
    await expect(first).rejects.toThrow("task 1 failed");
    await settle();
    runner.pending.shift()?.finish(true);
    await expect(second).resolves.toBe(2);
  });

  it("never runs more than the limit, whatever the order tasks finish in", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        async (max, picks) => {
          const runner = deferredRunner();
          const limited = limitConcurrency(runner.run, max);
          const all = picks.map((_, n) => limited(n));
          for (const pick of picks) {
            const index = pick % Math.max(1, runner.pending.length);
            runner.pending.splice(index, 1)[0]?.finish(true);
            await settle();
          }
          while (runner.pending.length > 0) {
            runner.pending.shift()?.finish(true);
            await settle();
          }
          expect(await Promise.all(all)).toEqual(picks.map((_, n) => n));
          expect(runner.peak()).toBeLessThanOrEqual(max);
        },
      ),
      { numRuns: 50 },
    );
  });

  it.each([0, -1, 1.5])("refuses the limit %s", (max) => {
    expect(() => limitConcurrency(async () => 0, max)).toThrow(RangeError);
  });
});
