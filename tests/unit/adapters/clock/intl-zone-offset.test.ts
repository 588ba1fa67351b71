import { describe, expect, it } from "vitest";
import { intlZoneOffset } from "@/adapters/clock/intl-zone-offset";
import { parseBannedUntil } from "@/domain/voucher/voucher-ban";

describe("intlZoneOffset: an IANA zone's offset at an instant (SPEC §8 banned_until)", () => {
  it.each([
    ["Asia/Dubai", "2025-01-15T12:00:00Z", 240],
    ["Asia/Dubai", "2025-07-15T12:00:00Z", 240],
    ["Asia/Jakarta", "2025-07-15T12:00:00Z", 420],
    ["Asia/Riyadh", "2025-07-15T12:00:00Z", 180],
    ["UTC", "2025-07-15T12:00:00Z", 0],
    ["Asia/Kolkata", "2025-07-15T12:00:00Z", 330],
    ["America/St_Johns", "2025-01-15T12:00:00Z", -210],
    ["Europe/Berlin", "2025-01-15T12:00:00Z", 60],
    ["Europe/Berlin", "2025-07-15T12:00:00Z", 120],
    ["Europe/Berlin", "2025-03-30T00:59:59Z", 60],
    ["Europe/Berlin", "2025-03-30T01:00:00Z", 120],
    ["Europe/Berlin", "2025-10-26T00:59:59Z", 120],
    ["Europe/Berlin", "2025-10-26T01:00:00Z", 60],
    ["America/New_York", "2025-01-15T12:00:00.999Z", -300],
    ["America/New_York", "2025-07-15T12:00:00Z", -240],
  ])("%s at %s is %i minutes east of UTC", (zone, at, minutes) => {
    expect(intlZoneOffset(zone)(Date.parse(at))).toBe(minutes);
  });

  it.each([
    ["Asia/Dubai", "2025-01-15 16:10:00", "2025-01-15T12:10:00.000Z"],
    ["Asia/Dubai", "2025-07-15 16:10:00", "2025-07-15T12:10:00.000Z"],
    ["Europe/Berlin", "2025-01-15 13:10:00", "2025-01-15T12:10:00.000Z"],
    ["Europe/Berlin", "2025-07-15 14:10:00", "2025-07-15T12:10:00.000Z"],
    ["Europe/Berlin", "2025-03-30 02:30:00", "2025-03-30T01:30:00.000Z"],
    ["Europe/Berlin", "2025-10-26 02:30:00", "2025-10-26T01:30:00.000Z"],
    ["America/New_York", "2025-03-09 02:30:00", "2025-03-09T07:30:00.000Z"],
    ["America/New_York", "2025-11-02 01:30:00", "2025-11-02T06:30:00.000Z"],
  ])("with the domain rule, banned_until %j in %s is %s", (zone, text, iso) => {
    expect(parseBannedUntil(text, intlZoneOffset(zone))?.toISOString()).toBe(iso);
  });
});
