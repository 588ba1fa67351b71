/**
 * Waiting (SPEC §4 startup: readiness polled every 100 ms, at most 10 s; cart save retries;
 * certificate polling). Tests use a scheduler that moves a fake clock instead of sleeping.
 */
export interface SchedulerPort {
  /** Resolves after `ms` milliseconds. */
  wait(ms: number): Promise<void>;
}
