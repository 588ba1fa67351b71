import { describe, expect, it } from "vitest";
import { LocationReload } from "@/adapters/navigation/location-reload";

describe("LocationReload", () => {
  it("reloads the page", () => {
    let reloads = 0;
    new LocationReload(() => ({ reload: () => (reloads += 1) })).reload();
    expect(reloads).toBe(1);
  });

  it("does nothing where there is no page", () => {
    expect(() => new LocationReload(() => undefined).reload()).not.toThrow();
  });
});
