import { describe, expect, it } from "vitest";
import { FakeScheduler } from "./fake-scheduler";
import { FixedClock } from "./fixed-clock";

describe("FakeScheduler", () => {
  it("wakes each wait at its due time, in order, moving the clock with it", async () => {
    const clock = new FixedClock("2025-01-01T00:00:00Z");
    const scheduler = new FakeScheduler(clock);
    const woke: string[] = [];
    void scheduler.wait(300).then(() => woke.push(`300 at ${clock.now().toISOString()}`));
    void scheduler.wait(100).then(() => woke.push(`100 at ${clock.now().toISOString()}`));
    await scheduler.advance(200);
    expect(woke).toEqual(["100 at 2025-01-01T00:00:00.100Z"]);
    expect(scheduler.pending).toBe(1);
    await scheduler.advance(100);
    expect(woke).toEqual(["100 at 2025-01-01T00:00:00.100Z", "300 at 2025-01-01T00:00:00.300Z"]);
    expect(clock.now().toISOString()).toBe("2025-01-01T00:00:00.300Z");
  });

  it("wakes waits started by a woken wait when they fall within the advance", async () => {
    const clock = new FixedClock();
    const scheduler = new FakeScheduler(clock);
    let rounds = 0;
    const loop = async () => {
      while (rounds < 5) {
        await scheduler.wait(100);
        rounds += 1;
      }
    };
    void loop();
    await scheduler.advance(350);
    expect(rounds).toBe(3);
    expect(scheduler.requested).toEqual([100, 100, 100, 100]);
  });
});
