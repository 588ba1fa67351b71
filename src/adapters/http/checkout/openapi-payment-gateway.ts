import { Result } from "effect";
import type { Refused } from "@/application/ports/api-errors";
import type {
  CertificateGeneration,
  PaymentGatewayPort,
  PurchaseReceipt,
  PurchaseRequest,
} from "@/application/ports/payment-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { toPurchaseReceipt, toTransactBody } from "@/adapters/http/checkout/payment.mapper";
import { CertificateStatusResponse, TransactResponse } from "@/adapters/http/checkout/payment.schema";
import { isSet } from "@/adapters/http/envelope.schema";
import { readRefusal } from "@/adapters/http/failure-readers";

/** {@link PaymentGatewayPort} over SPEC §7 /api/lotto/transact and the certificate poll. */
export class OpenApiPaymentGateway implements PaymentGatewayPort {
  constructor(
    private readonly client: LottoApiClient,
    /** The configured currency's decimals (the container passes VITE_CURRENCY's; AED's by default). */
    private readonly exponent: CurrencyExponent = DEFAULT_EXPONENT,
  ) {}

  /** SPEC §7: not retried; the idempotency key makes a user's own retry safe. */
  async transact(request: PurchaseRequest): Remote<PurchaseReceipt, Refused> {
    const answer = await callApi(
      () => this.client.POST("/api/lotto/transact", { body: toTransactBody(request) }),
      TransactResponse,
      readRefusal,
    );
    return Result.map(answer, ({ data }) => toPurchaseReceipt(data, this.exponent));
  }

  async certificateGeneration(code: string): Remote<CertificateGeneration> {
    const answer = await callApi(
      () => this.client.POST("/api/common/is-certificate-generation-completed", { body: { code } }),
      CertificateStatusResponse,
    );
    return Result.map(answer, ({ data }) => ({
      code: data.code,
      completed: isSet(data.completed),
      certificateUrl: data.certificate_url ?? undefined,
    }));
  }
}
