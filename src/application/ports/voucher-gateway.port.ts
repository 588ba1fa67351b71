import { Data } from "effect";
import type { Fils } from "@/domain/money/money";
import type { Remote } from "@/application/ports/remote-result";

/** SPEC §4, §7: a redeemed voucher. A discount voucher's amount is not subtracted (SPEC §1). */
export interface VoucherRedeemed {
  readonly code: string;
  readonly message: string;
  readonly discount: boolean;
  readonly amount: Fils;
}

/** SPEC §8: attempt type 1 bans for 10 minutes, any other type for 1 day, until `bannedUntil`. */
export interface VoucherBan {
  readonly attemptType: number;
  readonly bannedUntil: string;
}

/** SPEC §7, §8: the voucher was not applied; with a ban when the server gave both ban fields. */
export class VoucherRejected extends Data.TaggedError("VoucherRejected")<{
  /** The server's message; absent → SPEC §8 "Failed to redeem voucher". */
  readonly serverMessage: string | undefined;
  readonly ban: VoucherBan | undefined;
}> {}

export interface VoucherGatewayPort {
  /** SPEC §7 POST /api/voucher/used with the code and the cart's current discount flag. */
  redeem(request: { readonly code: string; readonly discount: boolean }): Remote<VoucherRedeemed, VoucherRejected>;
}
