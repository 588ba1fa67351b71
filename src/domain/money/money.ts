import { Data, Result, Schema } from "effect";
import { type CurrencyExponent, DEFAULT_EXPONENT, minorPerMajor } from "@/domain/money/currency";
import { exactDecimal, roundHalfUp } from "@/domain/money/exact-decimal";

/**
 * ARCHITECTURE §3.7 / SPEC §1: money is held as integer minor units of the configured currency
 * (fils for AED, 100 per dirham; 1000 per KWD; yen for JPY: src/domain/money/currency.ts), so
 * sums never drift the way 0.1 + 0.2 does in binary floating point. The name stays "Fils".
 */
export const Fils = Schema.Int.pipe(Schema.brand("Fils"));
export type Fils = typeof Fils.Type;

/** Largest major-unit amount accepted at an edge: ×100 it stays an exact integer in fils. */
export const MAX_MAJOR_AMOUNT = 1e12;

/**
 * An AED amount in major units as the API and storage carry it (SPEC §3 prices, amounts).
 * Finite and within ±MAX_MAJOR_AMOUNT, so converting it to fils can never fail.
 */
export const MajorAmount = Schema.Finite.check(Schema.isBetween({ minimum: -MAX_MAJOR_AMOUNT, maximum: MAX_MAJOR_AMOUNT }));

/** Why a balance text could not be read (SPEC §3 User state: balance is text with commas). */
export class MoneyParseError extends Data.TaggedError("MoneyParseError")<{
  readonly input: string;
  readonly reason: "empty" | "negative" | "malformed";
}> {}

/** Wraps a whole number of fils. Throws on a non-integer: callers pass computed integers only. */
export const fils = (minor: number): Fils => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`fils must be a safe integer, got ${minor}`);
  return minor as Fils;
};

export const ZERO: Fils = fils(0);

/**
 * SPEC §1/§9: an AED amount (2 decimals, the default currency) in fils, rounded half up once:
 * {@link majorToMinor} with exponent 2 (1.005 → 101 fils, 0.1 + 0.2 → 30 fils). Screens and
 * adapters convert with the configured currency's exponent instead (docs/domain.md).
 */
export const fromMajor = (major: number): Fils => majorToMinor(major, DEFAULT_EXPONENT);

/**
 * A major-unit amount (as the API and the cart carry it) in minor units of a currency with
 * `exponent` decimals, rounded half up (half away from zero) once, on the decimal the number was
 * written as: 1.005 AED → 101 fils, 1.2345 KWD → 1235 fils, 1234.5 JPY → 1235 yen.
 */
export const majorToMinor = (major: number, exponent: CurrencyExponent): Fils =>
  fils(Number(roundHalfUp(exactDecimal(major), exponent)));

/** Minor units back to a major-unit number: integer / 10^exponent is the closest double to it. */
export const minorToMajor = (amount: Fils, exponent: CurrencyExponent): number => amount / minorPerMajor(exponent);

/** AED fils back to dirhams ({@link minorToMajor} with exponent 2). */
export const toMajor = (amount: Fils): number => minorToMajor(amount, DEFAULT_EXPONENT);

/** SPEC §1/§9: a major-unit amount rounded half-up to 2 decimals. */
export const roundMajor2 = (major: number): number => toMajor(fromMajor(major));

export const addFils = (a: Fils, b: Fils): Fils => fils(a + b);
export const subtractFils = (a: Fils, b: Fils): Fils => fils(a - b);
export const multiplyFils = (a: Fils, times: number): Fils => fils(a * times);
export const sumFils = (amounts: ReadonlyArray<Fils>): Fils => amounts.reduce(addFils, ZERO);
export const maxFils = (a: Fils, b: Fils): Fils => (a >= b ? a : b);
export const minFils = (a: Fils, b: Fils): Fils => (a <= b ? a : b);

/** Plain digits, or digits grouped by thousands with commas; optional fraction. */
const BALANCE_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/** Half-up rounding of a decimal digit string to `exponent` fraction digits, exactly (no floats). */
const fractionToMinor = (whole: string, fraction: string, exponent: CurrencyExponent): Fils => {
  const units = Number(whole) * minorPerMajor(exponent) + Number(fraction.padEnd(exponent, "0").slice(0, exponent) || "0");
  const roundUp = (fraction[exponent] ?? "0") >= "5";
  return fils(roundUp ? units + 1 : units);
};

/**
 * SPEC §3 User state: the balance arrives as text with thousands commas ("1,234.50").
 * Returns fils, or a typed error for "", "abc", "1.2.3", "-5": never NaN.
 */
export const parseBalanceText = (input: string): Result.Result<Fils, MoneyParseError> => parseMoneyText(input, DEFAULT_EXPONENT);

/**
 * {@link parseBalanceText} for a currency with `exponent` decimals: "1,234.500" KWD → 1234500,
 * "1,234" JPY → 1234; more decimals than the currency has are rounded half up once.
 */
export const parseMoneyText = (input: string, exponent: CurrencyExponent): Result.Result<Fils, MoneyParseError> => {
  const text = input.trim();
  if (text === "") return Result.fail(new MoneyParseError({ input, reason: "empty" }));
  if (/^-\s*\d/.test(text)) return Result.fail(new MoneyParseError({ input, reason: "negative" }));
  const match = BALANCE_TEXT.exec(text);
  if (match === null) return Result.fail(new MoneyParseError({ input, reason: "malformed" }));
  const [integerPart = "0", fraction = ""] = text.replaceAll(",", "").split(".");
  /* Beyond 2^53 minor units the integer would no longer be exact: refuse rather than round. */
  const perMajor = minorPerMajor(exponent);
  if (!Number.isSafeInteger(Number(integerPart) * perMajor + perMajor)) {
    return Result.fail(new MoneyParseError({ input, reason: "malformed" }));
  }
  return Result.succeed(fractionToMinor(integerPart, fraction, exponent));
};

/** SPEC §7 GET /api/user/balance reads data.total, which may be text or a number (AED). */
export const parseBalance = (input: string | number): Result.Result<Fils, MoneyParseError> => parseMoney(input, DEFAULT_EXPONENT);

/** {@link parseBalance} for a currency with `exponent` decimals. */
export const parseMoney = (input: string | number, exponent: CurrencyExponent): Result.Result<Fils, MoneyParseError> => {
  if (typeof input === "string") return parseMoneyText(input, exponent);
  if (!Number.isFinite(input)) return Result.fail(new MoneyParseError({ input: String(input), reason: "malformed" }));
  if (input < 0) return Result.fail(new MoneyParseError({ input: String(input), reason: "negative" }));
  if (!Number.isSafeInteger(Math.round(input * minorPerMajor(exponent)))) {
    return Result.fail(new MoneyParseError({ input: String(input), reason: "malformed" }));
  }
  return Result.succeed(majorToMinor(input, exponent));
};
