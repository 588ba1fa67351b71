import { describe, expect, it } from "vitest";
import { SystemClock } from "@/adapters/clock/system-clock";

describe("SystemClock", () => {
  it("reads the machine's time", () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
