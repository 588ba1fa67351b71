import { describe, expect, it } from "vitest";
import { banDuration, banRemainingMs, banUsableAfter, isBanActive, parseBannedUntil, VOUCHER_BAN_MS } from "@/domain/voucher/voucher-ban";

const now = new Date("2030-01-01T00:00:00Z");

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
    ["2030-01-01T04:10:00+04:00", "2030-01-01T00:10:00.000Z"],
    ["2030-01-01T04:10:00+0400", "2030-01-01T00:10:00.000Z"],
    ["2030-01-01 00:10:00", "2030-01-01T00:10:00.000Z"],
    ["2030-01-01T00:10", "2030-01-01T00:10:00.000Z"],
    ["2030-01-01t00:10:00z", "2030-01-01T00:10:00.000Z"],
  ])("banned_until %j is read as %s (no offset = UTC)", (text, iso) => {
    expect(parseBannedUntil(text)?.toISOString()).toBe(iso);
  });

  it.each(["", "tomorrow", "2030-13-45T99:99:99Z", "1700000000"])("banned_until %j is unreadable", (text) => {
    expect(parseBannedUntil(text)).toBeNull();
  });

  it.each([
    ["2030-01-01T05:00:00Z", 1, "2030-01-01T05:00:00.000Z"],
    ["garbage", 1, "2030-01-01T00:10:00.000Z"],
    ["garbage", 2, "2030-01-02T00:00:00.000Z"],
  ])("usable after: %j (type %j) → %s", (bannedUntil, type, iso) => {
    expect(banUsableAfter(bannedUntil, type, now).toISOString()).toBe(iso);
  });

  it("ban time arithmetic", () => {
    const until = new Date("2030-01-01T00:10:00Z");
    expect(isBanActive(until, now)).toBe(true);
    expect(isBanActive(until, until)).toBe(false);
    expect(banRemainingMs(until, now)).toBe(600_000);
    expect(banRemainingMs(until, new Date("2030-01-02T00:00:00Z"))).toBe(0);
  });
});
