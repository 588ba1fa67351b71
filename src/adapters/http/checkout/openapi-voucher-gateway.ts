import { Result, Schema } from "effect";
import type { Remote } from "@/application/ports/remote-result";
import { VoucherRejected, type VoucherGatewayPort, type VoucherRedeemed } from "@/application/ports/voucher-gateway.port";
import { fromMajor } from "@/domain/money/money";
import { callApi, type FailureReader } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { VoucherFailure, VoucherResponse } from "@/adapters/http/checkout/voucher.schema";

/** 401 (SPEC §8 session rule) and 422 (field errors) keep their generic meaning. */
const GENERIC_STATUSES = new Set([401, 422]);

/**
 * SPEC §7: any other non-200 answer is a rejection. SPEC §8: a ban needs both attempt_type and
 * banned_until; otherwise only the server's message counts.
 */
const readVoucherFailure: FailureReader<VoucherRejected> = (status, body) => {
  if (GENERIC_STATUSES.has(status)) return undefined;
  const decoded = Schema.decodeUnknownResult(VoucherFailure)(body);
  const failure = Result.isSuccess(decoded) ? decoded.success : {};
  const { message, attempt_type: attemptType, banned_until: bannedUntil } = failure;
  return new VoucherRejected({
    serverMessage: message === undefined || message.trim() === "" ? undefined : message,
    ban: attemptType !== undefined && bannedUntil !== undefined ? { attemptType, bannedUntil } : undefined,
  });
};

/** {@link VoucherGatewayPort} over SPEC §7 POST /api/voucher/used. */
export class OpenApiVoucherGateway implements VoucherGatewayPort {
  constructor(private readonly client: LottoApiClient) {}

  async redeem(request: { readonly code: string; readonly discount: boolean }): Remote<VoucherRedeemed, VoucherRejected> {
    const body = { code: request.code, discount: request.discount };
    const answer = await callApi(() => this.client.POST("/api/voucher/used", { body }), VoucherResponse, readVoucherFailure);
    return Result.map(answer, ({ data }) => ({
      code: data.code ?? request.code,
      message: data.message,
      discount: data.discount,
      amount: fromMajor(data.amount),
    }));
  }
}
