import { Data, Result, Schema } from "effect";

/**
 * ARCHITECTURE §3.7 / SPEC §1: money is held as integer minor units (fils, 100 per AED),
 * so sums never drift the way 0.1 + 0.2 does in binary floating point.
 */
export const Fils = Schema.Int.pipe(Schema.brand("Fils"));
export type Fils = typeof Fils.Type;

/** Minor units per major unit: 100 fils make 1 AED (SPEC §1 default currency AED). */
export const FILS_PER_MAJOR = 100;

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
 * SPEC §1/§9: amounts are rounded half-up to 2 decimals. Rounding is done on a 15-significant-digit
 * decimal view of `major * 100`, which removes binary noise (1.005 → 100.5 → 101 fils, 0.1 + 0.2 →
 * 30 fils). Half-up means half away from zero, so negatives mirror positives.
 */
export const fromMajor = (major: number): Fils => {
  if (!Number.isFinite(major)) throw new RangeError(`amount must be finite, got ${major}`);
  const scaled = Math.abs(Number((major * FILS_PER_MAJOR).toPrecision(15)));
  const rounded = Math.floor(scaled + 0.5);
  return fils(major < 0 && rounded !== 0 ? -rounded : rounded);
};

/** Back to a major-unit number; integer / 100 is the closest double to the 2-decimal value. */
export const toMajor = (amount: Fils): number => amount / FILS_PER_MAJOR;

/** SPEC §1/§9: a major-unit amount rounded half-up to 2 decimals. */
export const roundMajor2 = (major: number): number => toMajor(fromMajor(major));

export const addFils = (a: Fils, b: Fils): Fils => fils(a + b);
export const subtractFils = (a: Fils, b: Fils): Fils => fils(a - b);
export const multiplyFils = (a: Fils, times: number): Fils => fils(a * times);
export const sumFils = (amounts: ReadonlyArray<Fils>): Fils => amounts.reduce(addFils, ZERO);
export const maxFils = (a: Fils, b: Fils): Fils => (a >= b ? a : b);

/** Plain digits, or digits grouped by thousands with commas; optional fraction. */
const BALANCE_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/** Half-up rounding of a decimal digit string to 2 fraction digits, exactly (no floats). */
const fractionToFils = (whole: string, fraction: string): Fils => {
  const cents = Number(whole) * FILS_PER_MAJOR + Number(fraction.padEnd(2, "0").slice(0, 2));
  const roundUp = (fraction[2] ?? "0") >= "5";
  return fils(roundUp ? cents + 1 : cents);
};

/**
 * SPEC §3 User state: the balance arrives as text with thousands commas ("1,234.50").
 * Returns fils, or a typed error for "", "abc", "1.2.3", "-5": never NaN.
 */
export const parseBalanceText = (input: string): Result.Result<Fils, MoneyParseError> => {
  const text = input.trim();
  if (text === "") return Result.fail(new MoneyParseError({ input, reason: "empty" }));
  if (/^-\s*\d/.test(text)) return Result.fail(new MoneyParseError({ input, reason: "negative" }));
  const match = BALANCE_TEXT.exec(text);
  if (match === null) return Result.fail(new MoneyParseError({ input, reason: "malformed" }));
  const [integerPart = "0", fraction = ""] = text.replaceAll(",", "").split(".");
  /* Beyond 2^53 fils the integer would no longer be exact: refuse rather than round. */
  if (!Number.isSafeInteger(Number(integerPart) * FILS_PER_MAJOR + FILS_PER_MAJOR)) {
    return Result.fail(new MoneyParseError({ input, reason: "malformed" }));
  }
  return Result.succeed(fractionToFils(integerPart, fraction));
};

/** SPEC §7 GET /api/user/balance reads data.total, which may be text or a number. */
export const parseBalance = (input: string | number): Result.Result<Fils, MoneyParseError> => {
  if (typeof input === "string") return parseBalanceText(input);
  if (!Number.isFinite(input)) return Result.fail(new MoneyParseError({ input: String(input), reason: "malformed" }));
  if (input < 0) return Result.fail(new MoneyParseError({ input: String(input), reason: "negative" }));
  return Result.succeed(fromMajor(input));
};
