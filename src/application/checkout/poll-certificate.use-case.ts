import { Result } from "effect";
import type { ApiError } from "@/application/ports/api-errors";
import type { ClockPort } from "@/application/ports/clock.port";
import type { CertificateGeneration, PaymentGatewayPort } from "@/application/ports/payment-gateway.port";
import type { SchedulerPort } from "@/application/ports/scheduler.port";
import { CertificateTimeout } from "@/application/checkout/checkout.errors";
import { CertificatePollCancelled } from "@/application/certificates/certificates.errors";

/** How often the generation status is asked, and for how long (the SPEC gives no figures). */
export const CERTIFICATE_POLL_INTERVAL_MS = 2_000;
export const CERTIFICATE_POLL_TIMEOUT_MS = 120_000;

export interface PollCertificateInput {
  readonly code: string;
  readonly intervalMs?: number;
  readonly timeoutMs?: number;
  /** Aborted when the generating page goes away: polling ends at once, nothing more is asked. */
  readonly signal?: AbortSignal;
}

export type PollCertificateResult = Result.Result<CertificateGeneration, CertificateTimeout | CertificatePollCancelled | ApiError>;

const CANCELLED = Symbol("cancelled");

/** Settles with `work`, or with CANCELLED as soon as `signal` aborts (the work is left to finish unheard). */
const unlessAborted = <A>(work: Promise<A>, signal: AbortSignal | undefined): Promise<A | typeof CANCELLED> => {
  if (signal === undefined) return work;
  if (signal.aborted) return Promise.resolve(CANCELLED);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(CANCELLED);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
};

/** Answers that will not change by asking again: an unknown code, a refused request. */
const isFinal = (error: ApiError): boolean =>
  error._tag === "ValidationFailed" || error._tag === "Unauthorized" || (error._tag === "ServerMessage" && error.status < 500);

/**
 * SPEC §2 /payment/green-certificate-generating, SPEC §7 POST is-certificate-generation-completed:
 * the status is polled until the certificate is done or the time is up. Passing troubles (network,
 * time budget, server errors) are polled through; a final refusal ends the wait at once. An aborted
 * `signal` (the page unmounted) ends it at once too, mid-wait or mid-request, with
 * CertificatePollCancelled: no further request is sent.
 */
export class PollCertificateUseCase {
  constructor(
    private readonly payments: PaymentGatewayPort,
    private readonly scheduler: SchedulerPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: PollCertificateInput): Promise<PollCertificateResult> {
    const intervalMs = input.intervalMs ?? CERTIFICATE_POLL_INTERVAL_MS;
    const timeoutMs = input.timeoutMs ?? CERTIFICATE_POLL_TIMEOUT_MS;
    const { code, signal } = input;
    const cancelled = Result.fail(new CertificatePollCancelled({ code }));
    const started = this.clock.now().getTime();
    for (;;) {
      if (signal?.aborted === true) return cancelled;
      const status = await unlessAborted(this.payments.certificateGeneration(code), signal);
      if (status === CANCELLED) return cancelled;
      if (Result.isSuccess(status) && status.success.completed) return status;
      if (Result.isFailure(status) && isFinal(status.failure)) return status;
      const waited = this.clock.now().getTime() - started;
      if (waited + intervalMs > timeoutMs) return Result.fail(new CertificateTimeout({ code, waitedMs: waited }));
      if ((await unlessAborted(this.scheduler.wait(intervalMs), signal)) === CANCELLED) return cancelled;
    }
  }
}
