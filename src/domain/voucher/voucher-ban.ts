/** SPEC §8/§9: a voucher ban lasts 10 minutes (attempt type 1) or 1 day (any other type). */
export type VoucherBanDuration = "10m" | "1d";

export const VOUCHER_BAN_MS: Readonly<Record<VoucherBanDuration, number>> = {
  "10m": 10 * 60 * 1000,
  "1d": 24 * 60 * 60 * 1000,
};

/** SPEC §8: attempt type 1 (number or text "1") bans for 10 minutes, any other type for 1 day. */
export const banDuration = (attemptType: number | string): VoucherBanDuration =>
  String(attemptType).trim() === "1" ? "10m" : "1d";

/**
 * The offset from UTC, in minutes, of the server's time zone at a UTC instant (+240 for
 * Asia/Dubai all year; +60 or +120 for Europe/Berlin depending on the date). The domain stays pure:
 * the lookup in an IANA zone (Intl) lives in src/adapters/clock/intl-zone-offset.ts.
 */
export type ZoneOffsetAt = (utcMs: number) => number;

/** A zone that is always UTC (tests, and a server that says so). */
export const UTC_ZONE: ZoneOffsetAt = () => 0;

/**
 * ISO 8601 datetime: "2025-01-31T18:30:00Z", with offset "+04:00", fraction optional; the space
 * separator some servers send ("2025-01-31 18:30:00") is accepted too.
 */
const ISO_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** "+04:00" / "+0400" / "-03:30" → minutes east of UTC, or null for an impossible offset. */
const offsetMinutes = (zone: string): number | null => {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone) ?? [];
  if (sign === undefined || hours === undefined || minutes === undefined) return null;
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return null;
  return (sign === "-" ? -1 : 1) * (h * 60 + m);
};

/**
 * A wall-clock time in the server's zone → the UTC instant. Asia/Dubai has one offset, so the first
 * guess is the answer; a zone with DST has a gap (spring forward: 02:30 does not exist) and an overlap
 * (fall back: 02:30 happens twice). Both offsets around the time are tried; of the instants that
 * really show this wall time the LATER one is taken, and in a gap the time is moved forward by the
 * gap. Either way the player is never told to come back before the ban has ended.
 */
const wallTimeToUtc = (wallMs: number, zoneOffsetAt: ZoneOffsetAt): number => {
  const offsets = [...new Set([zoneOffsetAt(wallMs - DAY_MS), zoneOffsetAt(wallMs), zoneOffsetAt(wallMs + DAY_MS)])];
  const candidates = offsets.map((offset) => wallMs - offset * MINUTE_MS);
  const exact = candidates.filter((utc) => wallMs - zoneOffsetAt(utc) * MINUTE_MS === utc);
  return Math.max(...(exact.length > 0 ? exact : candidates));
};

/**
 * SPEC §7 banned_until → the instant the voucher may be used again, or null if unreadable. A date or
 * time that does not exist (2025-02-30, 24:00, 12:61) is unreadable, never rolled over into the next
 * day or month. A time without an offset is the server's wall-clock time in `serverZone` (the
 * configured VITE_SERVER_TIME_ZONE, Asia/Dubai by default: docs/domain.md), so the result never
 * depends on the device's time zone.
 */
export const parseBannedUntil = (text: string, serverZone: ZoneOffsetAt): Date | null => {
  const match = ISO_DATETIME.exec(text.trim());
  if (match === null) return null;
  const [, y, mo, d, h, mi, s = "0", fraction = "0", zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Number(fraction.padEnd(3, "0").slice(0, 3));
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const wallMs = new Date(0).setUTCFullYear(year, month - 1, day) + ((hour * 60 + minute) * 60 + second) * 1000 + ms;
  if (zone === undefined) return new Date(wallTimeToUtc(wallMs, serverZone));
  const offset = zone.toUpperCase() === "Z" ? 0 : offsetMinutes(zone);
  return offset === null ? null : new Date(wallMs - offset * MINUTE_MS);
};

/**
 * SPEC §8 "use it after the given time": banned_until when readable, otherwise the ban length
 * counted from `now`.
 */
export const banUsableAfter = (bannedUntil: string, attemptType: number | string, now: Date, serverZone: ZoneOffsetAt): Date =>
  parseBannedUntil(bannedUntil, serverZone) ?? new Date(now.getTime() + VOUCHER_BAN_MS[banDuration(attemptType)]);

/** Whether a ban still holds at `now`. */
export const isBanActive = (usableAfter: Date, now: Date): boolean => now.getTime() < usableAfter.getTime();

/** Milliseconds left on a ban (0 once it has passed), for a countdown. */
export const banRemainingMs = (usableAfter: Date, now: Date): number => Math.max(0, usableAfter.getTime() - now.getTime());
