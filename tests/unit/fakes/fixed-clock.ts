import type { ClockPort } from "@/application/ports/clock.port";

/** {@link ClockPort} that stands still until a test moves it. */
export class FixedClock implements ClockPort {
  private current: number;

  constructor(start: Date | string = "2025-01-15T12:00:00.000Z") {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
