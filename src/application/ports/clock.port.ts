/** The current time. The domain never reads a clock; use cases ask this port (ARCHITECTURE §1). */
export interface ClockPort {
  now(): Date;
}
