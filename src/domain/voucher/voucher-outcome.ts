import { Result, Schema } from "effect";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { parseMoney, ZERO } from "@/domain/money/money";
import {
  banDuration,
  banUsableAfter,
  isBanActive,
  type VoucherBanDuration,
  type ZoneOffsetAt,
} from "@/domain/voucher/voucher-ban";
import { VoucherFailureBody, VoucherSuccessBody, type AppliedVoucher } from "@/domain/voucher/voucher";

/** SPEC §4/§8: what a redeem attempt came to. The UI maps each tag to an i18n key. */
export type VoucherOutcome =
  | { readonly _tag: "VoucherRedeemed"; readonly voucher: AppliedVoucher; readonly message: string | null }
  | { readonly _tag: "VoucherBanned"; readonly duration: VoucherBanDuration; readonly usableAfter: Date }
  | { readonly _tag: "VoucherRejected"; readonly message: string }
  | { readonly _tag: "VoucherFailed" };

const FAILED: VoucherOutcome = { _tag: "VoucherFailed" };

const redeemed = (code: string, body: VoucherSuccessBody, exponent: CurrencyExponent): VoucherOutcome => {
  const { discount, amount, message } = body.data;
  const parsed = parseMoney(amount, exponent);
  return {
    _tag: "VoucherRedeemed",
    voucher: { code: code.trim(), isDiscount: discount === true || discount === 1, amount: Result.getOrElse(parsed, () => ZERO) },
    message: message ?? null,
  };
};

/**
 * SPEC §8 voucher failure: with attempt_type and banned_until the player is banned (10 minutes for
 * type 1, 1 day otherwise) until the given time; else the server's message; else the generic
 * failure ("Failed to redeem voucher", chosen by the UI from the VoucherFailed tag). A ban whose
 * time has already passed at `now` is no ban (telling the player to wait until a time gone by makes
 * no sense): the answer is then read like one without a ban, the server's message or the generic
 * failure. `serverZone` reads a banned_until without an offset (voucher-ban.ts).
 */
export const failureOutcome = (body: unknown, now: Date, serverZone: ZoneOffsetAt): VoucherOutcome => {
  const decoded = Schema.decodeUnknownResult(VoucherFailureBody)(body);
  if (Result.isFailure(decoded)) return FAILED;
  const { attempt_type: attemptType, banned_until: bannedUntil, message } = decoded.success;
  if (attemptType != null && bannedUntil != null && bannedUntil.trim() !== "") {
    const usableAfter = banUsableAfter(bannedUntil, attemptType, now, serverZone);
    if (isBanActive(usableAfter, now)) return { _tag: "VoucherBanned", duration: banDuration(attemptType), usableAfter };
  }
  if (message != null && message.trim() !== "") return { _tag: "VoucherRejected", message: message.trim() };
  return FAILED;
};

/**
 * A 5xx's message ("Server Error") is the server talking about itself, not a refusal of this code:
 * it is the generic failure, which the UI says in the user's language (issue 13 point 7). A ban
 * still counts.
 */
const withoutServerText = (outcome: VoucherOutcome): VoucherOutcome => (outcome._tag === "VoucherRejected" ? FAILED : outcome);

/**
 * SPEC §7 POST /api/voucher/used: status 200 with a readable body redeems; anything else fails. The
 * amount is in major units of the configured currency (`exponent` decimals, AED's 2 by default).
 */
export const voucherOutcome = (
  status: number,
  body: unknown,
  code: string,
  now: Date,
  serverZone: ZoneOffsetAt,
  exponent: CurrencyExponent = DEFAULT_EXPONENT,
): VoucherOutcome => {
  if (status >= 500) return withoutServerText(failureOutcome(body, now, serverZone));
  if (status !== 200) return failureOutcome(body, now, serverZone);
  const decoded = Schema.decodeUnknownResult(VoucherSuccessBody)(body);
  return Result.isSuccess(decoded) ? redeemed(code, decoded.success, exponent) : failureOutcome(body, now, serverZone);
};
