import type { ZoneOffsetAt } from "@/domain/voucher/voucher-ban";

/**
 * {@link ZoneOffsetAt} for an IANA zone, from the runtime's time-zone data (Intl): the zone's wall
 * clock at the instant, read back as if it were UTC, minus the instant. Works the same for a zone
 * with one offset all year (Asia/Dubai, +240) and for one with DST (Europe/Berlin, +60 / +120).
 */
export const intlZoneOffset = (timeZone: string): ZoneOffsetAt => {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  return (utcMs) => {
    const wholeSecond = Math.floor(utcMs / 1000) * 1000;
    const parts = format.formatToParts(wholeSecond);
    const value = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
    const wall =
      new Date(0).setUTCFullYear(value("year"), value("month") - 1, value("day")) +
      ((value("hour") * 60 + value("minute")) * 60 + value("second")) * 1000;
    return Math.round((wall - wholeSecond) / 60_000);
  };
};
