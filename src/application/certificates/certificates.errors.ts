import { Data } from "effect";

/** SPEC §1 payment from the balance: the balance does not cover the certificate (a top-up helps). */
export class CertificateBalanceTooLow extends Data.TaggedError("CertificateBalanceTooLow")<{ readonly message: string }> {}

/**
 * A definite refusal (an unknown offer, a rejected request): the server's message, "" when it gave
 * none. Nothing was paid; the next try is a new purchase with a new idempotency key.
 */
export class CertificatePurchaseRefused extends Data.TaggedError("CertificatePurchaseRefused")<{ readonly message: string }> {}

/**
 * The server may or may not have taken the payment: no answer (`network`: offline, time budget) or
 * a broken one (`server`: 5xx, unreadable; its message, "" when none). The next try for the same
 * offer sends `idempotencyKey` again, so it can never pay twice.
 */
export class CertificatePurchaseUncertain extends Data.TaggedError("CertificatePurchaseUncertain")<{
  readonly reason: "network" | "server";
  readonly message: string;
  readonly idempotencyKey: string;
}> {}

/** The generating page went away (or asked to stop): polling ended without an answer. */
export class CertificatePollCancelled extends Data.TaggedError("CertificatePollCancelled")<{ readonly code: string }> {}
