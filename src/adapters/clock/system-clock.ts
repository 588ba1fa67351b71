import type { ClockPort } from "@/application/ports/clock.port";

/** The machine's clock behind {@link ClockPort}. */
export class SystemClock implements ClockPort {
  now(): Date {
    return new Date();
  }
}
