import { currencyExponent } from "@/domain/money/currency";
import { type AppLocale, intlLocale } from "./locale";
import { shopCurrency } from "./shop-currency";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();

/** Intl objects are costly to build and the countdown formats every second, so keep them. */
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(
  key: string,
  build: () => T,
): T => {
  const hit = cache.get(key) as T | undefined;
  if (hit) return hit;
  const made = build();
  cache.set(key, made);
  return made;
};

/** Exactly the currency's minor-unit decimals (the domain's table), whatever the browser's Intl data says. */
const currencyFormat = (locale: AppLocale, currency: string, digits: number): Intl.NumberFormat =>
  cached(
    `money|${locale}|${currency}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );

/**
 * ARCHITECTURE §3.7: money travels as integer minor units and is formatted only here, in the
 * configured currency (SPEC §1, VITE_CURRENCY) unless another is named. The decimals come from the
 * domain's table (src/domain/money/currency.ts), the same one the API amounts were converted with:
 * 1234500 in KWD is "KWD 1,234.500", never "KWD 123.450" (docs/domain.md, "Currency exponent").
 */
export const formatMoney = (minorUnits: number, locale: AppLocale, currency: string = shopCurrency().code): string => {
  const digits = currencyExponent(currency);
  return currencyFormat(locale, currency, digits).format(minorUnits / 10 ** digits);
};

/**
 * A phone number as the shop shows it: "+971 501234567", its calling code and number joined by a
 * no-break space, so that a line never ends between the two. Inside a sentence it is isolated
 * (`isolated` or `isolatedText` in bidi.tsx), so that it reads left to right in Arabic.
 */
export const formatPhone = (callingCode: string, phone: string): string => `${callingCode}\u00a0${phone}`;

/** A percentage: 20 is "20%" in English, "20%" in Indonesian and "20٪" in Arabic's own sign. */
export const formatPercent = (percent: number, locale: AppLocale): string =>
  cached(
    `percent|${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 }),
  ).format(percent / 100);

export const formatNumber = (value: number, locale: AppLocale): string =>
  cached(`number|${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(value);

/**
 * A list of numbers as a draw shows them, in the language's own comma: "6, 8, 15", and in Arabic
 * "6، 8، 15" (U+060C ARABIC COMMA). No "and" before the last: it is a set of numbers, not a phrase.
 */
export const formatNumberList = (values: ReadonlyArray<number>, locale: AppLocale): string =>
  values.map((value) => formatNumber(value, locale)).join(locale === "ar" ? "\u060c " : ", ");

export type DateStyle = "short" | "medium" | "long" | "full";

export const formatDate = (date: Date, locale: AppLocale, style: DateStyle = "medium"): string =>
  cached(`date|${locale}|${style}`, () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style })).format(date);

/**
 * A clock and its day period ("4:00 م", "4:00 PM") never split over two lines: the space Intl puts
 * between them becomes a no-break space. In a narrow wallet card the Arabic "م" went to a line of
 * its own.
 */
const withDayPeriodKept = (formatter: Intl.DateTimeFormat, date: Date): string =>
  formatter
    .formatToParts(date)
    .map((part, index, parts) =>
      part.type === "literal" &&
      /^\s+$/.test(part.value) &&
      (parts[index + 1]?.type === "dayPeriod" || parts[index - 1]?.type === "dayPeriod")
        ? "\u00a0"
        : part.value,
    )
    .join("");

export const formatTime = (date: Date, locale: AppLocale): string =>
  withDayPeriodKept(
    cached(`time|${locale}`, () => new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short" })),
    date,
  );

export const formatDateTime = (date: Date, locale: AppLocale, style: DateStyle = "medium"): string =>
  withDayPeriodKept(
    cached(
      `datetime|${locale}|${style}`,
      () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeStyle: "short" }),
    ),
    date,
  );

export interface DurationParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** Whole days, hours, minutes and seconds left; a past target counts as zero. */
export const durationParts = (milliseconds: number): DurationParts => {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};

const UNITS = [
  ["days", "day"],
  ["hours", "hour"],
  ["minutes", "minute"],
  ["seconds", "second"],
] as const;

/**
 * A spoken-style duration ("2 days, 3 hours, 4 minutes, 5 seconds") for accessible labels; leading
 * zero units are left out, the seconds are always said.
 */
export const formatDuration = (milliseconds: number, locale: AppLocale): string => {
  const parts = durationParts(milliseconds);
  const tag = intlLocale(locale);
  const firstNonZero = UNITS.findIndex(([key]) => parts[key] > 0);
  const shown = UNITS.slice(firstNonZero === -1 ? UNITS.length - 1 : firstNonZero);
  const words = shown.map(([key, unit]) =>
    cached(`unit|${locale}|${unit}`, () => new Intl.NumberFormat(tag, { style: "unit", unit, unitDisplay: "long" })).format(
      parts[key],
    ),
  );
  return cached(`list|${locale}`, () => new Intl.ListFormat(tag, { style: "long", type: "unit" })).format(words);
};

/** A compact clock for the visible countdown: "2:03:04:05" with days, "03:04:05" without. */
export const formatClock = (milliseconds: number, locale: AppLocale): string => {
  const { days, hours, minutes, seconds } = durationParts(milliseconds);
  const two = cached(
    `two|${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { minimumIntegerDigits: 2, useGrouping: false }),
  );
  const clock = [hours, minutes, seconds].map((n) => two.format(n)).join(":");
  return days > 0 ? `${formatNumber(days, locale)}:${clock}` : clock;
};

const RELATIVE_STEPS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
  ["second", 1000],
];

/** "in 3 hours" / "2 days ago", in the largest unit that fits. `now` is a parameter for tests. */
export const formatRelativeTime = (target: Date, now: Date, locale: AppLocale): string => {
  const delta = target.getTime() - now.getTime();
  const [unit, size] = RELATIVE_STEPS.find(([, ms]) => Math.abs(delta) >= ms) ?? ["second", 1000];
  const format = cached(`relative|${locale}`, () => new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: "auto" }));
  return format.format(Math.trunc(delta / size), unit);
};
