import { Result } from "effect";
import { type CurrencyExponent, DEFAULT_EXPONENT, minorPerMajor } from "@/domain/money/currency";
import { fils, type Fils } from "@/domain/money/money";

/**
 * Amount limits per wallet operation: 10.00 to 10,000.00 AED. SPEC §9 says wallet limits are "not
 * shown"; these are docs/api-design.md's assumptions, which the server enforces as well.
 */
export const WALLET_MIN: Fils = fils(1_000);
export const WALLET_MAX: Fils = fils(1_000_000);

/** The same limits (10 to 10,000 major units) in minor units of a currency with `exponent` decimals. */
export const walletLimits = (exponent: CurrencyExponent): { readonly min: Fils; readonly max: Fils } => ({
  min: fils(10 * minorPerMajor(exponent)),
  max: fils(10_000 * minorPerMajor(exponent)),
});

/** Why an amount typed into a wallet form cannot be sent. */
export type AmountProblem = "required" | "malformed" | "outOfRange" | "overBalance";

/**
 * SPEC §5 decimal input: digits with at most one point; money allows as many decimals as the
 * currency has (2 for AED, 3 for KWD, none for JPY).
 */
const amountText = (exponent: CurrencyExponent): RegExp =>
  exponent === 0 ? /^(\d{1,9})$/ : new RegExp(`^(\\d{1,9})(?:\\.(\\d{0,${exponent}}))?$|^\\.(\\d{1,${exponent}})$`);

/** Typed text ("12", "12.5", ".75") → minor units of a currency with `exponent` decimals, exactly (no floating point on the way). */
export const parseAmountText = (text: string, exponent: CurrencyExponent = DEFAULT_EXPONENT): Fils | undefined => {
  const match = amountText(exponent).exec(text.trim());
  if (match === null) return undefined;
  const whole = Number(match[1] ?? "0");
  const fraction = (match[2] ?? match[3] ?? "").padEnd(exponent, "0");
  return fils(whole * minorPerMajor(exponent) + Number(fraction === "" ? "0" : fraction));
};

/**
 * The amount of a wallet operation: required, a money amount, within the limits and, for money
 * leaving the wallet, no more than the balance (when the balance is known).
 */
export const walletAmount = (
  text: string,
  balance?: Fils | null,
  exponent: CurrencyExponent = DEFAULT_EXPONENT,
): Result.Result<Fils, AmountProblem> => {
  if (text.trim() === "") return Result.fail("required");
  const amount = parseAmountText(text, exponent);
  if (amount === undefined) return Result.fail("malformed");
  const { min, max } = walletLimits(exponent);
  if (amount < min || amount > max) return Result.fail("outOfRange");
  if (balance !== undefined && balance !== null && amount > balance) return Result.fail("overBalance");
  return Result.succeed(amount);
};
