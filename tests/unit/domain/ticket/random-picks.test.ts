import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickDistinct, pickInt } from "@/domain/ticket/random-picks";
import { replayRandom, seededRandom } from "../domain-fixtures";

describe("random picks (SPEC §4 quick pick and shuffle)", () => {
  it.each([
    [0, 1, 44, 1],
    [0.999999, 1, 44, 44],
    [1, 1, 44, 44],
    [-0.5, 1, 44, 1],
    [0.5, 10, 11, 11],
  ])("pickInt with source %d in [%i, %i] → %i", (value, min, max, expected) => {
    expect(pickInt(replayRandom([value]), min, max)).toBe(expected);
  });

  it("asking for more numbers than the range holds returns the whole range", () => {
    expect(pickDistinct(seededRandom(1), 1, 3, 5)).toEqual([1, 2, 3]);
    expect(pickDistinct(seededRandom(1), 5, 4, 2)).toEqual([]);
    expect(pickDistinct(seededRandom(1), 1, 3, -1)).toEqual([]);
  });

  it("property: distinct, sorted, inside the range, exactly the count asked", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 10 }),
        (seed, min, span, count) => {
          const max = min + span;
          const picked = pickDistinct(seededRandom(seed), min, max, count);
          expect(picked).toHaveLength(Math.min(count, span + 1));
          expect(new Set(picked).size).toBe(picked.length);
          expect(picked.every((n) => Number.isInteger(n) && n >= min && n <= max)).toBe(true);
          expect([...picked].sort((a, b) => a - b)).toEqual(picked);
        },
      ),
    );
  });

  it("property: even a degenerate source (always 0 or always ~1) gives distinct numbers", () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 0.9999999999, 1), fc.integer({ min: 1, max: 10 }), (value, count) => {
        const picked = pickDistinct(replayRandom([value]), 1, 44, count);
        expect(new Set(picked).size).toBe(count);
      }),
    );
  });
});
