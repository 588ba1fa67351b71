import { Result } from "effect";
import type { ApiError, Refused } from "@/application/ports/api-errors";
import type { CertificatePurchase, ContentPort } from "@/application/ports/content.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { SessionStorePort } from "@/application/ports/session-store.port";
import { isSignedIn } from "@/application/auth/signed-in";
import { SignInRequired } from "@/application/checkout/checkout.errors";
import type { RefreshBalanceUseCase } from "@/application/checkout/refresh-balance.use-case";
import {
  CertificateBalanceTooLow,
  CertificatePurchaseRefused,
  CertificatePurchaseUncertain,
} from "@/application/certificates/certificates.errors";

export interface PurchaseCertificateInput {
  readonly offerId: number;
}

/** What the buy page tells apart: sign in, top up, the server's refusal, or try again (same key). */
export type PurchaseCertificateFailure =
  SignInRequired | CertificateBalanceTooLow | CertificatePurchaseRefused | CertificatePurchaseUncertain;
export type PurchaseCertificateResult = Result.Result<CertificatePurchase, PurchaseCertificateFailure>;

/** Failures after which the server may have taken the payment (as at checkout). */
const outcomeUnknown = (error: ApiError | Refused): boolean =>
  error._tag === "NetworkError" ||
  error._tag === "TimeoutError" ||
  error._tag === "DecodeError" ||
  (error._tag === "ServerMessage" && error.status >= 500);

/** The port's failure in the buy page's terms; `key` is the one to send again when unknown. */
const classify = (error: ApiError | Refused, key: string): PurchaseCertificateFailure => {
  switch (error._tag) {
    case "Unauthorized":
      return new SignInRequired();
    case "Refused":
      return error.code === "insufficient_balance"
        ? new CertificateBalanceTooLow({ message: error.message })
        : new CertificatePurchaseRefused({ message: error.message.trim() });
    case "NetworkError":
    case "TimeoutError":
      return new CertificatePurchaseUncertain({ reason: "network", message: "", idempotencyKey: key });
    case "DecodeError":
      return new CertificatePurchaseUncertain({ reason: "server", message: "", idempotencyKey: key });
    case "ValidationFailed":
    case "ServerMessage":
      return outcomeUnknown(error)
        ? new CertificatePurchaseUncertain({ reason: "server", message: error.message.trim(), idempotencyKey: key })
        : new CertificatePurchaseRefused({ message: error.message.trim() });
  }
};

/**
 * SPEC §1 payment from the balance, for a green certificate (SPEC §2 /buy/green-certificates;
 * POST /api/green-certificates/purchase, never retried by the client, SPEC §7). SPEC §6: buying
 * needs a signed-in user. One purchase at a time: a call while one is on its way gets its answer.
 * One idempotency key per purchase (user + offer), kept while the outcome is unknown so a retry
 * cannot pay twice; a definite answer starts a new one. Paid → the balance is read again. A 401
 * (the SPEC §8 rule already applied on its way, unauthorized-policy.ts) answers SignInRequired.
 */
export class PurchaseCertificateUseCase {
  private pending: Promise<PurchaseCertificateResult> | null = null;
  private attempt: { readonly key: string; readonly purchase: string } | null = null;

  constructor(
    private readonly content: ContentPort,
    private readonly random: RandomPort,
    private readonly session: SessionStorePort,
    private readonly state: SessionStatePort,
    private readonly refreshBalance: RefreshBalanceUseCase,
  ) {}

  execute(input: PurchaseCertificateInput): Promise<PurchaseCertificateResult> {
    this.pending ??= this.purchase(input.offerId).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async purchase(offerId: number): Promise<PurchaseCertificateResult> {
    const user = this.state.get().user;
    if (user === null || !isSignedIn(this.session, this.state)) return Result.fail(new SignInRequired());
    const idempotencyKey = this.keyFor(`${user.id}:${offerId}`);
    const answer = await this.content.purchaseCertificate({ offerId, quantity: 1, idempotencyKey });
    if (Result.isSuccess(answer)) {
      this.attempt = null;
      void this.refreshBalance.execute();
      return Result.succeed(answer.success);
    }
    if (!outcomeUnknown(answer.failure)) this.attempt = null;
    return Result.fail(classify(answer.failure, idempotencyKey));
  }

  private keyFor(purchase: string): string {
    if (this.attempt?.purchase !== purchase) this.attempt = { key: this.random.uuid(), purchase };
    return this.attempt.key;
  }
}
