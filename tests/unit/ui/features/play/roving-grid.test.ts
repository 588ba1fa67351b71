import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { measureColumns, nextGridIndex } from "@/ui/features/play/picker/roving-grid";

describe("nextGridIndex: the picker's keyboard model (docs/play.md)", () => {
  it.each([
    ["ArrowRight", 0, "ltr", 1],
    ["ArrowRight", 0, "rtl", 0],
    ["ArrowLeft", 0, "rtl", 1],
    ["ArrowLeft", 5, "ltr", 4],
    ["ArrowRight", 43, "ltr", 43],
    ["ArrowDown", 3, "ltr", 10],
    ["ArrowDown", 40, "ltr", 40],
    ["ArrowUp", 10, "rtl", 3],
    ["ArrowUp", 2, "ltr", 2],
    ["Home", 20, "ltr", 0],
    ["End", 20, "rtl", 43],
  ] as const)("%s from %i (%s, 7 columns, 44 numbers) → %i", (key, index, direction, expected) => {
    expect(nextGridIndex(key, index, 44, 7, direction)).toBe(expected);
  });

  it.each(["Enter", " ", "Tab", "a"])("%j is not a move", (key) => {
    expect(nextGridIndex(key, 3, 44, 7, "ltr")).toBeNull();
  });

  it("never leaves the grid, for any key, position, size and column count", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"),
        fc.integer({ min: 1, max: 90 }).chain((count) => fc.tuple(fc.constant(count), fc.nat(count - 1))),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom("ltr" as const, "rtl" as const),
        (key, [count, index], columns, direction) => {
          const next = nextGridIndex(key, index, count, columns, direction);
          expect(next).not.toBeNull();
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
  });
});

describe("measureColumns", () => {
  const laidOut = (tops: ReadonlyArray<number>): HTMLElement[] =>
    tops.map((offsetTop) => ({ offsetTop, offsetWidth: 36 }) as unknown as HTMLElement);

  it("counts the buttons on the first row", () => {
    expect(measureColumns(laidOut([0, 0, 0, 40, 40, 40, 80]), 10)).toBe(3);
  });

  it("falls back without layout or buttons", () => {
    expect(measureColumns([{ offsetTop: 0, offsetWidth: 0 } as unknown as HTMLElement], 10)).toBe(10);
    expect(measureColumns([], 8)).toBe(8);
  });
});
