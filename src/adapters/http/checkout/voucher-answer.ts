import { Result, Schema } from "effect";
import { DecodeError } from "@/application/ports/api-errors";
import { type CurrencyExponent, DEFAULT_EXPONENT, minorPerMajor } from "@/domain/money/currency";
import { MajorAmount, MAX_MAJOR_AMOUNT, parseMoney } from "@/domain/money/money";
import type { ZoneOffsetAt } from "@/domain/voucher/voucher-ban";
import {
  redeemedOutcome,
  refusalOutcome,
  type VoucherOutcome,
  type VoucherRedemption,
  type VoucherRefusal,
} from "@/domain/voucher/voucher-outcome";
import { decodeBody } from "@/adapters/http/api-call";
import { FlagDto, isSet } from "@/adapters/http/envelope.schema";

/** SPEC §7 POST /api/voucher/used, status 200: data with message, discount, amount. */
const VoucherSuccessBody = Schema.Struct({
  data: Schema.Struct({
    message: Schema.optionalKey(Schema.String),
    // A boolean or 0/1.
    discount: FlagDto,
    // Bounded (MajorAmount), so an amount of 1e20 is no success rather than a RangeError in fils.
    amount: Schema.Union([MajorAmount, Schema.String]),
  }),
});

/** SPEC §7 POST /api/voucher/used, other statuses: attempt_type, banned_until, message (all optional). */
const VoucherFailureBody = Schema.Struct({
  attempt_type: Schema.optionalKey(Schema.NullOr(Schema.Union([Schema.Int, Schema.String]))),
  banned_until: Schema.optionalKey(Schema.NullOr(Schema.String)),
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
});

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
 * A status-200 answer as the domain's redemption, or a DecodeError naming the field when its `data`
 * is there but is not the SPEC §7 success: `discount: "true"`, a missing amount, 1e20 or "abc" as
 * the amount (the player sees "Failed to redeem voucher" instead of a voucher applied with a
 * made-up amount). Undefined when the answer has no `data` object: it is then read as a refusal.
 */
export function readRedemption(
  body: unknown,
  exponent: CurrencyExponent = DEFAULT_EXPONENT,
): Result.Result<VoucherRedemption, DecodeError> | undefined {
  if (asObject(asObject(body)?.["data"]) === undefined) return undefined;
  const decoded = decodeBody(VoucherSuccessBody, body);
  if (Result.isFailure(decoded)) return Result.fail(decoded.failure);
  const { amount, discount, message } = decoded.success.data;
  const parsed = parseMoney(amount, exponent);
  if (Result.isFailure(parsed))
    return Result.fail(new DecodeError({ message: `data.amount "${amount}" is not an amount (${parsed.failure.reason})` }));
  if (parsed.success > MAX_MAJOR_AMOUNT * minorPerMajor(exponent))
    return Result.fail(new DecodeError({ message: `data.amount "${amount}" is beyond ${MAX_MAJOR_AMOUNT}` }));
  return Result.succeed({ isDiscount: isSet(discount), amount: parsed.success, message: message ?? null });
}

/** A refusal's body as typed facts; what does not read (a field of the wrong type, no object at all) is null. */
export function readRefusal(status: number, body: unknown): VoucherRefusal {
  const decoded = Schema.decodeUnknownResult(VoucherFailureBody)(voucherFailureFields(body));
  const fields = Result.isSuccess(decoded) ? decoded.success : {};
  return {
    attemptType: fields.attempt_type ?? null,
    bannedUntil: fields.banned_until ?? null,
    message: fields.message ?? null,
    serverError: status >= 500,
  };
}

/**
 * SPEC §7 POST /api/voucher/used answered (a 401 and 422 field errors aside, which the gateway
 * turns into typed failures first): status 200 with a readable `data` redeems, anything else is a
 * refusal the domain reads (SPEC §8 ban, message or generic failure). The amount is in major units
 * of the configured currency (`exponent` decimals, AED's 2 by default).
 */
export function voucherOutcomeOf(
  status: number,
  body: unknown,
  code: string,
  now: Date,
  serverZone: ZoneOffsetAt,
  exponent: CurrencyExponent = DEFAULT_EXPONENT,
): Result.Result<VoucherOutcome, DecodeError> {
  const redemption = status === 200 ? readRedemption(body, exponent) : undefined;
  if (redemption === undefined) return Result.succeed(refusalOutcome(readRefusal(status, body), now, serverZone));
  return Result.map(redemption, (redeemed) => redeemedOutcome(code, redeemed));
}
