import { describe, expect, it } from "vitest";
import { ConsoleLogger } from "@/adapters/logging/console-logger";

describe("ConsoleLogger", () => {
  it("writes prefixed lines with their context", () => {
    const lines: unknown[][] = [];
    const logger = new ConsoleLogger({
      warn: (...args: unknown[]) => lines.push(["warn", ...args]),
      error: (...args: unknown[]) => lines.push(["error", ...args]),
    });
    logger.warn("Balance could not be read", { reason: "NetworkError" });
    logger.error("Broken");
    expect(lines).toEqual([
      ["warn", "[shop] Balance could not be read", { reason: "NetworkError" }],
      ["error", "[shop] Broken"],
    ]);
  });
});
