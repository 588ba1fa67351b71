import { Result } from "effect";
import { DecodeError } from "@/application/ports/api-errors";
import { type CurrencyExponent, DEFAULT_EXPONENT, minorPerMajor } from "@/domain/money/currency";
import { MAX_MAJOR_AMOUNT, parseMoney } from "@/domain/money/money";
import { VoucherSuccessBody } from "@/domain/voucher/voucher";
import { decodeBody } from "@/adapters/http/api-call";

const FAILURE_FIELDS = ["attempt_type", "banned_until", "message"] as const;

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * SPEC §7 names the failure fields (attempt_type, banned_until, message) without a wrapper: they
 * are read at the top level, or inside `data` when the top level has none of them.
 */
export function voucherFailureFields(body: unknown): unknown {
  const top = asObject(body);
  if (top === undefined || FAILURE_FIELDS.some((field) => top[field] !== undefined)) return body;
  return asObject(top["data"]) ?? body;
}

/**
 * A status-200 answer whose `data` is there but is not the SPEC §7 success (message, discount,
 * amount) is unreadable: `discount: "true"`, a missing amount, 1e20 or "abc" as the amount. It
 * becomes a DecodeError naming the field (the player sees "Failed to redeem voucher") instead of a
 * voucher applied with a made-up amount. Undefined when the answer reads, or has no `data` object
 * (then it is read like a failure, voucher-outcome.ts).
 */
export function unreadableSuccess(body: unknown, exponent: CurrencyExponent = DEFAULT_EXPONENT): DecodeError | undefined {
  if (asObject(asObject(body)?.["data"]) === undefined) return undefined;
  const decoded = decodeBody(VoucherSuccessBody, body);
  if (Result.isFailure(decoded)) return decoded.failure;
  const { amount } = decoded.success.data;
  const parsed = parseMoney(amount, exponent);
  if (Result.isFailure(parsed))
    return new DecodeError({ message: `data.amount "${amount}" is not an amount (${parsed.failure.reason})` });
  if (parsed.success > MAX_MAJOR_AMOUNT * minorPerMajor(exponent))
    return new DecodeError({ message: `data.amount "${amount}" is beyond ${MAX_MAJOR_AMOUNT}` });
  return undefined;
}
