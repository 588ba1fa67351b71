import { afterEach, describe, expect, it, vi } from "vitest";
import { TimerScheduler } from "@/adapters/host/timer-scheduler";

describe("TimerScheduler", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves after the given time", async () => {
    vi.useFakeTimers();
    let done = false;
    void new TimerScheduler().wait(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
