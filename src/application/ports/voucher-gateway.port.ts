import type { VoucherRedeemRequest } from "@/domain/voucher/voucher";
import type { VoucherOutcome } from "@/domain/voucher/voucher-outcome";
import type { Remote } from "@/application/ports/remote-result";

/**
 * SPEC §7 POST /api/voucher/used. Every answer the server gives is a domain {@link VoucherOutcome}
 * (redeemed, banned, rejected with a message, or failed, SPEC §8); the failure side carries only
 * what stops the call itself: network, time budget, the SPEC §8 401 rule, 422 field errors.
 */
export interface VoucherGatewayPort {
  redeem(request: VoucherRedeemRequest): Remote<VoucherOutcome>;
}
