import { Result } from "effect";
import { fils, type Fils } from "@/domain/money/money";

/**
 * Amount limits per wallet operation: 10.00 to 10,000.00 AED. SPEC §9 says wallet limits are "not
 * shown"; these are docs/api-design.md's assumptions, which the server enforces as well.
 */
export const WALLET_MIN: Fils = fils(1_000);
export const WALLET_MAX: Fils = fils(1_000_000);

/** Why an amount typed into a wallet form cannot be sent. */
export type AmountProblem = "required" | "malformed" | "outOfRange" | "overBalance";

/** SPEC §5 decimal input: digits with at most one point; money allows 2 decimals at most. */
const AMOUNT_TEXT = /^(\d{1,9})(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/;

/** Typed AED text ("12", "12.5", ".75") → fils, exactly (no floating point on the way). */
export const parseAmountText = (text: string): Fils | undefined => {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (match === null) return undefined;
  const whole = Number(match[1] ?? "0");
  const fraction = (match[2] ?? match[3] ?? "").padEnd(2, "0");
  return fils(whole * 100 + Number(fraction));
};

/**
 * The amount of a wallet operation: required, a money amount, within the limits and, for money
 * leaving the wallet, no more than the balance (when the balance is known).
 */
export const walletAmount = (text: string, balance?: Fils | null): Result.Result<Fils, AmountProblem> => {
  if (text.trim() === "") return Result.fail("required");
  const amount = parseAmountText(text);
  if (amount === undefined) return Result.fail("malformed");
  if (amount < WALLET_MIN || amount > WALLET_MAX) return Result.fail("outOfRange");
  if (balance !== undefined && balance !== null && amount > balance) return Result.fail("overBalance");
  return Result.succeed(amount);
};
