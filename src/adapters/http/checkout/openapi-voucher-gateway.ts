import { Result } from "effect";
import type { ClockPort } from "@/application/ports/clock.port";
import type { Remote } from "@/application/ports/remote-result";
import type { VoucherGatewayPort } from "@/application/ports/voucher-gateway.port";
import { type CurrencyExponent, currencyExponent } from "@/domain/money/currency";
import type { VoucherRedeemRequest } from "@/domain/voucher/voucher";
import type { ZoneOffsetAt } from "@/domain/voucher/voucher-ban";
import type { VoucherOutcome } from "@/domain/voucher/voucher-outcome";
import type { AppConfig } from "@/env";
import { intlZoneOffset } from "@/adapters/clock/intl-zone-offset";
import { failureOf, settle } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { voucherOutcomeOf } from "@/adapters/http/checkout/voucher-answer";
import { isUnauthorizedAnswer } from "@/adapters/http/unauthorized-answer";

/**
 * {@link VoucherGatewayPort}: the answer is decoded here (voucher-answer.ts) into typed facts, a
 * redemption or a refusal, which the domain's SPEC §8 rules turn into an outcome
 * (src/domain/voucher/voucher-outcome.ts); the clock dates a ban without a readable end, and
 * `serverZone` (the configured VITE_SERVER_TIME_ZONE) reads a banned_until written without an offset.
 */
export class OpenApiVoucherGateway implements VoucherGatewayPort {
  private readonly serverZone: ZoneOffsetAt;
  /** SPEC §1: the voucher amount is in the configured currency (AED when the config names none). */
  private readonly exponent: CurrencyExponent;

  constructor(
    private readonly client: LottoApiClient,
    private readonly clock: ClockPort,
    config: Pick<AppConfig, "serverTimeZone"> & Partial<Pick<AppConfig, "currency">>,
  ) {
    this.serverZone = intlZoneOffset(config.serverTimeZone);
    this.exponent = currencyExponent(config.currency ?? "AED");
  }

  async redeem(request: VoucherRedeemRequest): Remote<VoucherOutcome> {
    const body = { code: request.code, discount: request.discount };
    const settled = await settle(() => this.client.POST("/api/voucher/used", { body }));
    if (Result.isFailure(settled)) return Result.fail(settled.failure);
    const { response, data, error } = settled.success;
    const answer = response.ok ? data : error;
    // The session rule (SPEC §8) and field errors stay generic; any other answer is the voucher's.
    if (isUnauthorizedAnswer(response.status, answer) || response.status === 422) {
      return Result.fail(failureOf(response, answer));
    }
    // Odd data in a success (discount "true", an amount of 1e20) is a typed DecodeError.
    return voucherOutcomeOf(response.status, answer, request.code, this.clock.now(), this.serverZone, this.exponent);
  }
}
