import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  banDuration,
  banRemainingMs,
  banUsableAfter,
  isBanActive,
  parseBannedUntil,
  UTC_ZONE,
  VOUCHER_BAN_MS,
  type ZoneOffsetAt,
} from "@/domain/voucher/voucher-ban";

const now = new Date("2030-01-01T00:00:00Z");

/** A zone with one offset all year, like Asia/Dubai (UTC+4). */
const plus4: ZoneOffsetAt = () => 240;

/**
 * A zone with DST written out by hand (the EU rule for 2025, Europe/Berlin): +01:00, and +02:00 from
 * 2025-03-30T01:00Z to 2025-10-26T01:00Z. The domain is tested against it without Intl; the Intl
 * adapter is tested against the real zones (tests/unit/adapters/clock/intl-zone-offset.test.ts).
 */
const berlin2025: ZoneOffsetAt = (utcMs) =>
  utcMs >= Date.parse("2025-03-30T01:00:00Z") && utcMs < Date.parse("2025-10-26T01:00:00Z") ? 120 : 60;

describe("voucher bans (SPEC §8/§9: 10 minutes for type 1, 1 day otherwise)", () => {
  it.each([
    [1, "10m"],
    ["1", "10m"],
    [" 1 ", "10m"],
    [2, "1d"],
    [0, "1d"],
    ["2", "1d"],
    ["x", "1d"],
  ])("attempt_type %j → %s", (type, duration) => {
    expect(banDuration(type)).toBe(duration);
  });

  it("durations in milliseconds", () => {
    expect(VOUCHER_BAN_MS).toEqual({ "10m": 600_000, "1d": 86_400_000 });
  });

  it.each([
    ["2030-01-01T00:10:00Z", "2030-01-01T00:10:00.000Z"],
    ["2030-01-01T00:10:00.123Z", "2030-01-01T00:10:00.123Z"],
    ["2030-01-01T00:10:00.1Z", "2030-01-01T00:10:00.100Z"],
    ["2030-01-01T00:10:00.987654321Z", "2030-01-01T00:10:00.987Z"],
    ["2030-01-01T04:10:00+04:00", "2030-01-01T00:10:00.000Z"],
    ["2030-01-01T04:10:00+0400", "2030-01-01T00:10:00.000Z"],
    ["2029-12-31T20:40:00-03:30", "2030-01-01T00:10:00.000Z"],
    ["2030-01-01t00:10:00z", "2030-01-01T00:10:00.000Z"],
    ["2028-02-29T00:00:00Z", "2028-02-29T00:00:00.000Z"],
    ["2000-02-29T00:00:00Z", "2000-02-29T00:00:00.000Z"],
    ["2030-01-01T23:59:59Z", "2030-01-01T23:59:59.000Z"],
  ])("banned_until %j with an offset is read as %s, whatever the server zone", (text, iso) => {
    expect(parseBannedUntil(text, plus4)?.toISOString()).toBe(iso);
    expect(parseBannedUntil(text, berlin2025)?.toISOString()).toBe(iso);
  });

  it.each([
    ["2030-01-01 04:10:00", plus4, "2030-01-01T00:10:00.000Z"],
    ["2030-01-01T04:10", plus4, "2030-01-01T00:10:00.000Z"],
    ["2030-01-01 00:10:00", UTC_ZONE, "2030-01-01T00:10:00.000Z"],
    ["2030-07-01 02:00:00", plus4, "2030-06-30T22:00:00.000Z"],
    // Winter (+01:00) and summer (+02:00) in a zone with DST.
    ["2025-01-15 13:00:00", berlin2025, "2025-01-15T12:00:00.000Z"],
    ["2025-07-15 14:00:00", berlin2025, "2025-07-15T12:00:00.000Z"],
    ["2025-03-30 01:59:59", berlin2025, "2025-03-30T00:59:59.000Z"],
    ["2025-03-30 03:00:00", berlin2025, "2025-03-30T01:00:00.000Z"],
    // Spring forward: 02:30 does not exist; moved forward by the gap (= 03:30 summer time).
    ["2025-03-30 02:30:00", berlin2025, "2025-03-30T01:30:00.000Z"],
    // Fall back: 02:30 happens twice (00:30Z and 01:30Z); the later is taken, never too early.
    ["2025-10-26 02:30:00", berlin2025, "2025-10-26T01:30:00.000Z"],
    ["2025-10-26 03:00:00", berlin2025, "2025-10-26T02:00:00.000Z"],
  ])("banned_until %j without an offset is the server zone's wall clock → %s", (text, zone, iso) => {
    expect(parseBannedUntil(text, zone)?.toISOString()).toBe(iso);
  });

  it.each([
    "",
    "tomorrow",
    "1700000000",
    "2030-13-45T99:99:99Z",
    "2025-02-30T10:00:00Z",
    "2025-02-29 10:00:00",
    "2100-02-29T00:00:00Z",
    "2025-04-31T00:00:00Z",
    "2025-00-10T00:00:00Z",
    "2025-01-00T00:00:00Z",
    "2025-01-32T00:00:00Z",
    "2025-01-15T24:00:00Z",
    "2025-01-15T24:61:00Z",
    "2025-01-15 12:61",
    "2025-01-15T12:00:60Z",
    "2025-01-15T12:00:00+24:00",
    "2025-01-15T12:00:00+04:60",
    "2025-1-15T12:00:00Z",
  ])("banned_until %j is unreadable (an impossible date or time is rejected, not rolled over)", (text) => {
    expect(parseBannedUntil(text, plus4)).toBeNull();
  });

  it("property: a UTC instant written as the server zone's wall clock without offset reads back as that instant", () => {
    const pad = (n: number, width = 2) => String(n).padStart(width, "0");
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse("2000-01-01T00:00:00Z"), max: Date.parse("2099-12-31T00:00:00Z") }),
        fc.constantFrom(plus4, UTC_ZONE, (() => -330) as ZoneOffsetAt),
        (ms, zone) => {
          const at = Math.floor(ms / 1000) * 1000;
          const wall = new Date(at + zone(at) * 60_000);
          const text = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
          expect(parseBannedUntil(text, zone)?.getTime()).toBe(at);
        },
      ),
    );
  });

  it.each([
    ["2030-01-01T05:00:00Z", 1, "2030-01-01T05:00:00.000Z"],
    ["2030-01-01 09:00:00", 1, "2030-01-01T05:00:00.000Z"],
    ["garbage", 1, "2030-01-01T00:10:00.000Z"],
    ["garbage", 2, "2030-01-02T00:00:00.000Z"],
    ["2030-02-30 09:00:00", 2, "2030-01-02T00:00:00.000Z"],
  ])("usable after: %j (type %j, server zone +04:00) → %s", (bannedUntil, type, iso) => {
    expect(banUsableAfter(bannedUntil, type, now, plus4).toISOString()).toBe(iso);
  });

  it("ban time arithmetic", () => {
    const until = new Date("2030-01-01T00:10:00Z");
    expect(isBanActive(until, now)).toBe(true);
    expect(isBanActive(until, until)).toBe(false);
    expect(banRemainingMs(until, now)).toBe(600_000);
    expect(banRemainingMs(until, new Date("2030-01-02T00:00:00Z"))).toBe(0);
  });
});
