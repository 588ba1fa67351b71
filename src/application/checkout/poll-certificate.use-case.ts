import { Result } from "effect";
import type { ApiError } from "@/application/ports/api-errors";
import type { ClockPort } from "@/application/ports/clock.port";
import type { CertificateGeneration, PaymentGatewayPort } from "@/application/ports/payment-gateway.port";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import { CertificateTimeout } from "@/application/checkout/checkout.errors";

/** How often the generation status is asked, and for how long (the SPEC gives no figures). */
export const CERTIFICATE_POLL_INTERVAL_MS = 2_000;
export const CERTIFICATE_POLL_TIMEOUT_MS = 120_000;

export interface PollCertificateInput {
  readonly code: string;
  readonly intervalMs?: number;
  readonly timeoutMs?: number;
}

/** Answers that will not change by asking again: an unknown code, a refused request. */
const isFinal = (error: ApiError): boolean =>
  error._tag === "ValidationFailed" || error._tag === "Unauthorized" || (error._tag === "ServerMessage" && error.status < 500);

/**
 * SPEC §2 /payment/green-certificate-generating, SPEC §7 POST is-certificate-generation-completed:
 * the status is polled until the certificate is done or the time is up. Passing troubles (network,
 * time budget, server errors) are polled through; a final refusal ends the wait at once.
 */
export class PollCertificateUseCase {
  constructor(
    private readonly payments: PaymentGatewayPort,
    private readonly scheduler: SchedulerPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: PollCertificateInput): Promise<Result.Result<CertificateGeneration, CertificateTimeout | ApiError>> {
    const intervalMs = input.intervalMs ?? CERTIFICATE_POLL_INTERVAL_MS;
    const timeoutMs = input.timeoutMs ?? CERTIFICATE_POLL_TIMEOUT_MS;
    const started = this.clock.now().getTime();
    for (;;) {
      const status = await this.payments.certificateGeneration(input.code);
      if (Result.isSuccess(status) && status.success.completed) return status;
      if (Result.isFailure(status) && isFinal(status.failure)) return status;
      const waited = this.clock.now().getTime() - started;
      if (waited + intervalMs > timeoutMs) return Result.fail(new CertificateTimeout({ code: input.code, waitedMs: waited }));
      await this.scheduler.wait(intervalMs);
    }
  }
}
