import { Result } from "effect";
import { httpsUrlOnHosts, type UnsafeLinkReason } from "@/domain/routing/safe-link";
import type { ApiError } from "@/application/ports/api-errors";
import type { AppHostPort } from "@/application/ports/app-host.port";
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

/** Where the finished certificate can be opened (issue 13: only https on the configured hosts). */
export type CertificateLink =
  | { readonly _tag: "Link"; readonly url: string }
  /** The server gave no address. */
  | { readonly _tag: "NoLink" }
  /** The server's address is not https on an allowed host: it is not offered. */
  | { readonly _tag: "RefusedLink"; readonly reason: UnsafeLinkReason };

export interface CertificateReady {
  readonly code: string;
  readonly link: CertificateLink;
}

/**
 * The hosts (as `normalizeHost` writes them) a certificate's address may be on: configuration
 * (VITE_CERTIFICATE_HOSTS, src/env.ts). Empty means the page's own host.
 */
type CertificateHosts = ReadonlyArray<string>;

export type PollCertificateResult = Result.Result<CertificateReady, CertificateTimeout | CertificatePollCancelled | ApiError>;

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
 * CertificatePollCancelled: no further request is sent. The finished certificate's `certificate_url`
 * is offered only as https on the configured hosts (domain/routing/safe-link.ts).
 */
export class PollCertificateUseCase {
  constructor(
    private readonly payments: PaymentGatewayPort,
    private readonly scheduler: SchedulerPort,
    private readonly clock: ClockPort,
    private readonly host: AppHostPort,
    private readonly certificateHosts: CertificateHosts,
  ) {}

  private linkOf(generation: CertificateGeneration): CertificateLink {
    if (generation.certificateUrl === undefined) return { _tag: "NoLink" };
    const hosts = this.certificateHosts.length > 0 ? this.certificateHosts : [new URL(this.host.origin()).host];
    const checked = httpsUrlOnHosts(generation.certificateUrl, hosts);
    return Result.isSuccess(checked)
      ? { _tag: "Link", url: checked.success }
      : { _tag: "RefusedLink", reason: checked.failure.reason };
  }

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
      if (Result.isSuccess(status) && status.success.completed)
        return Result.succeed({ code: status.success.code, link: this.linkOf(status.success) });
      if (Result.isFailure(status) && isFinal(status.failure)) return Result.fail(status.failure);
      const waited = this.clock.now().getTime() - started;
      if (waited + intervalMs > timeoutMs) return Result.fail(new CertificateTimeout({ code, waitedMs: waited }));
      if ((await unlessAborted(this.scheduler.wait(intervalMs), signal)) === CANCELLED) return cancelled;
    }
  }
}
