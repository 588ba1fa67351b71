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
 * ISO 8601 datetime: "2025-01-31T18:30:00Z", with offset "+04:00", fraction optional; the space
 * separator some servers send ("2025-01-31 18:30:00") is accepted too. Without an offset the time is
 * read as UTC, so the result never depends on the device's time zone.
 */
const ISO_DATETIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

/** SPEC §7 banned_until → the instant the voucher may be used again, or null if unreadable. */
export const parseBannedUntil = (text: string): Date | null => {
  const match = ISO_DATETIME.exec(text.trim());
  if (match === null) return null;
  const [, day, time, zone] = match;
  const offset = zone === undefined || zone.toUpperCase() === "Z" ? "Z" : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const at = Date.parse(`${day}T${time}${offset}`);
  return Number.isNaN(at) ? null : new Date(at);
};

/**
 * SPEC §8 "use it after the given time": banned_until when readable, otherwise the ban length
 * counted from `now`.
 */
export const banUsableAfter = (bannedUntil: string, attemptType: number | string, now: Date): Date =>
  parseBannedUntil(bannedUntil) ?? new Date(now.getTime() + VOUCHER_BAN_MS[banDuration(attemptType)]);

/** Whether a ban still holds at `now`. */
export const isBanActive = (usableAfter: Date, now: Date): boolean => now.getTime() < usableAfter.getTime();

/** Milliseconds left on a ban (0 once it has passed), for a countdown. */
export const banRemainingMs = (usableAfter: Date, now: Date): number => Math.max(0, usableAfter.getTime() - now.getTime());
