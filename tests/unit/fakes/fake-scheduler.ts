import type { SchedulerPort } from "@/application/ports/scheduler.port";
import type { FixedClock } from "./fixed-clock";

interface Waiting {
  readonly due: number;
  readonly resolve: () => void;
}

/** Lets every pending promise continuation run (several rounds, for chained awaits). */
export async function settle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

/**
 * {@link SchedulerPort} on fake time: a wait resolves only when a test moves time past it with
 * `advance`, which also moves the {@link FixedClock}, so timeouts and polling run instantly.
 */
export class FakeScheduler implements SchedulerPort {
  private waiting: Waiting[] = [];
  readonly requested: number[] = [];

  constructor(private readonly clock: FixedClock) {}

  wait(ms: number): Promise<void> {
    this.requested.push(ms);
    return new Promise((resolve) => {
      this.waiting.push({ due: this.clock.now().getTime() + ms, resolve });
    });
  }

  get pending(): number {
    return this.waiting.length;
  }

  /** Moves time forward by `ms`, waking each wait at its own due time, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.clock.now().getTime() + ms;
    await settle();
    for (;;) {
      const next = [...this.waiting].sort((a, b) => a.due - b.due)[0];
      if (next === undefined || next.due > target) break;
      this.waiting = this.waiting.filter((entry) => entry !== next);
      this.clock.set(new Date(next.due));
      next.resolve();
      await settle();
    }
    this.clock.set(new Date(target));
  }
}
