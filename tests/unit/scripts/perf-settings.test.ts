import { describe, expect, it } from "vitest";
import { readSettings } from "../../../scripts/perf-settings";

describe("npm run perf: the pages and their JS ratio targets (issue 16)", () => {
  it("aims at 2.5× the floor on / and the game page, 2.7× on the checkout, and fails above 3.0×", () => {
    const settings = readSettings({}, {});
    expect(settings.pages.map(({ path, targetRatio }) => [path, targetRatio])).toEqual([
      ["/", 2.5],
      ["/lucky-day", 2.5],
      ["/checkout", 2.7],
    ]);
    expect(settings.maxRatio).toBe(3.0);
  });

  it("takes each target from its variable", () => {
    const settings = readSettings(
      { PERF_TARGET_RATIO_HOME: "2.2", PERF_TARGET_RATIO_GAME: "2.4", PERF_TARGET_RATIO_CHECKOUT: "2.6", PERF_MAX_RATIO: "2.9" },
      {},
    );
    expect(settings.pages.map((page) => page.targetRatio)).toEqual([2.2, 2.4, 2.6]);
    expect(settings.maxRatio).toBe(2.9);
  });
});
