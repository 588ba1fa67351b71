import type { Fils } from "@/domain/money/money";
import {
  banDuration,
  banUsableAfter,
  isBanActive,
  type VoucherBanDuration,
  type ZoneOffsetAt,
} from "@/domain/voucher/voucher-ban";
import type { AppliedVoucher } from "@/domain/voucher/voucher";

/** SPEC §4/§8: what a redeem attempt came to. The UI maps each tag to dictionary text. */
export type VoucherOutcome =
  | { readonly _tag: "VoucherRedeemed"; readonly voucher: AppliedVoucher; readonly message: string | null }
  | { readonly _tag: "VoucherBanned"; readonly duration: VoucherBanDuration; readonly usableAfter: Date }
  | { readonly _tag: "VoucherRejected"; readonly message: string }
  | { readonly _tag: "VoucherFailed" };

/** SPEC §7 status 200: what the server redeemed (read from its answer by the HTTP adapter). */
export interface VoucherRedemption {
  readonly isDiscount: boolean;
  readonly amount: Fils;
  readonly message: string | null;
}

/**
 * SPEC §7 other statuses: what a refusal said, as typed facts (the HTTP adapter reads attempt_type,
 * banned_until and message from the answer; a field it could not read is null).
 */
export interface VoucherRefusal {
  readonly attemptType: number | string | null;
  readonly bannedUntil: string | null;
  readonly message: string | null;
  /** A 5xx: its message ("Server Error") is the server talking about itself, not about this code. */
  readonly serverError: boolean;
}

const FAILED: VoucherOutcome = { _tag: "VoucherFailed" };

/** SPEC §4: a redeemed voucher is applied with its code (trimmed), discount flag and amount. */
export const redeemedOutcome = (code: string, redemption: VoucherRedemption): VoucherOutcome => ({
  _tag: "VoucherRedeemed",
  voucher: { code: code.trim(), isDiscount: redemption.isDiscount, amount: redemption.amount },
  message: redemption.message,
});

/**
 * SPEC §8 voucher failure: with an attempt type and a banned-until time the player is banned (10
 * minutes for type 1, 1 day otherwise) until that time; else the server's message; else the generic
 * failure ("Failed to redeem voucher", chosen by the UI from the VoucherFailed tag). A ban whose time
 * has already passed at `now` is no ban (telling the player to wait until a time gone by makes no
 * sense): the refusal is then read like one without a ban. A server error's own message is no
 * refusal of the code: the generic failure, which the UI says in the user's language; a ban still
 * counts. `serverZone` reads a banned-until time written without an offset (voucher-ban.ts).
 */
export const refusalOutcome = (refusal: VoucherRefusal, now: Date, serverZone: ZoneOffsetAt): VoucherOutcome => {
  const { attemptType, bannedUntil, message } = refusal;
  if (attemptType !== null && bannedUntil !== null && bannedUntil.trim() !== "") {
    const usableAfter = banUsableAfter(bannedUntil, attemptType, now, serverZone);
    if (isBanActive(usableAfter, now)) return { _tag: "VoucherBanned", duration: banDuration(attemptType), usableAfter };
  }
  if (!refusal.serverError && message !== null && message.trim() !== "")
    return { _tag: "VoucherRejected", message: message.trim() };
  return FAILED;
};
