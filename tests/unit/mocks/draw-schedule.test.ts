import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CUTOFF_BEFORE_MS, eventIdOf, gulfIso, nextDraw, pastDraws, weekStart } from "@mocks/draw-schedule";
import { GAMES } from "@mocks/seed-games";

const GULF = 4 * 3_600_000;
const instants = fc.integer({ min: Date.parse("2024-01-01T00:00:00Z"), max: Date.parse("2030-12-31T00:00:00Z") });

describe("draw schedule (Gulf time, UTC+4)", () => {
  it.each([
    ["Wednesday 14:00 Gulf", "2026-05-06T10:00:00Z", "2026-05-09T20:00:00+04:00"],
    ["Saturday 18:59 Gulf, before the cutoff", "2026-05-09T14:59:00Z", "2026-05-09T20:00:00+04:00"],
    ["Saturday 19:00 Gulf, at the cutoff", "2026-05-09T15:00:00Z", "2026-05-16T20:00:00+04:00"],
  ])("on %s the next Lucky Day draw is %s", (_case, now, expected) => {
    const luckyDay = GAMES[0]!;
    expect(gulfIso(nextDraw(luckyDay, Date.parse(now)))).toBe(expected);
  });

  it("always offers a draw whose cutoff is still ahead, on a draw day at the draw hour", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...GAMES), (now, game) => {
        const at = nextDraw(game, now);
        const local = new Date(at + GULF);
        expect(at - CUTOFF_BEFORE_MS).toBeGreaterThan(now);
        expect(at - now).toBeLessThanOrEqual(8 * 86_400_000);
        expect(game.weekdays).toContain(local.getUTCDay());
        expect([local.getUTCHours(), local.getUTCMinutes()]).toEqual([game.hour, game.minute]);
      }),
    );
  });

  it("lists past draws newest first, all held already, with distinct event ids", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...GAMES), (now, game) => {
        const past = pastDraws(game, now, 5);
        expect(past).toHaveLength(5);
        expect(past.every((at) => at <= now)).toBe(true);
        expect([...past].sort((a, b) => b - a)).toEqual(past);
        expect(new Set(past.map((at) => eventIdOf(game, at))).size).toBe(5);
      }),
    );
  });

  it("starts the week on Monday 00:00 Gulf time", () => {
    expect(new Date(weekStart(Date.parse("2026-05-06T10:00:00Z"))).toISOString()).toBe("2026-05-03T20:00:00.000Z");
    expect(new Date(weekStart(Date.parse("2026-05-03T20:00:00Z"))).toISOString()).toBe("2026-05-03T20:00:00.000Z");
  });
});
