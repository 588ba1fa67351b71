import type { SchedulerPort } from "@/application/ports/scheduler.port";

/** {@link SchedulerPort} on `setTimeout`. */
export class TimerScheduler implements SchedulerPort {
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      setTimeout(resolve, Math.max(0, ms));
    });
  }
}
