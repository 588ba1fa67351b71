import {
  type AttemptOutcome,
  beginAttempt,
  latestAttemptOf,
  type PendingAttempt,
  pendingAttemptFor,
  PendingAttempts,
  settleAttempt,
} from "@/domain/payment/pending-attempts";
import type { ApiError } from "@/application/ports/api-errors";
import type { ClockPort } from "@/application/ports/clock.port";
import type { RandomPort } from "@/application/ports/random.port";
import type { LocalStore } from "@/application/state/local-store";
import { STORAGE_KEYS } from "@/application/state/storage-keys";

/**
 * Failures after which the server may have moved the money: no answer, the time budget, a 5xx, an
 * answer that cannot be read. Anything else (a refusal, a 4xx, a 401) moved nothing.
 */
export const outcomeUnknown = (error: { readonly _tag: string; readonly status?: number }): boolean =>
  error._tag === "NetworkError" ||
  error._tag === "TimeoutError" ||
  error._tag === "DecodeError" ||
  (error._tag === "ServerMessage" && (error.status ?? 0) >= 500);

/** What an answer (success or failure) says about the money. */
export const outcomeOf = (failure: ApiError | { readonly _tag: string } | null): AttemptOutcome =>
  failure !== null && outcomeUnknown(failure) ? "unknown" : "settled";

/**
 * The idempotency keys of money moves waiting for their answer, in local storage (docs/play.md,
 * "Paying once"): they survive a reload, every tab of the shop sees them, and logout wipes them
 * with the rest of local storage (SPEC §4). Checkout and the wallet ask for a key before they send
 * and settle it with the answer; the rule itself is the domain's (pending-attempts.ts).
 */
export class PendingMoneyMoves {
  constructor(
    private readonly local: LocalStore,
    private readonly clock: ClockPort,
    private readonly random: RandomPort,
  ) {}

  /** The key to send this move with, kept (with its scope and what was sent) until it is settled. */
  begin(fingerprint: string, about: { readonly scope?: string; readonly payload?: unknown } = {}): string {
    const { key, pending } = beginAttempt(this.read(), fingerprint, this.now(), () => this.random.uuid(), about);
    this.write(pending);
    return key;
  }

  /** The answer came: a settled key is forgotten, an unknown one is kept for the retry. */
  settle(key: string, outcome: AttemptOutcome): void {
    if (outcome === "unknown") return;
    this.write(settleAttempt(this.read(), key, outcome));
  }

  /** True when this move was sent and its outcome is still unknown (e.g. after a reload). */
  isPending(fingerprint: string): boolean {
    return pendingAttemptFor(this.read(), fingerprint, this.now()) !== undefined;
  }

  /** The newest move of a scope ("pay:7") still waiting for its answer, e.g. after the page lost it. */
  latest(scope: string): PendingAttempt | undefined {
    return latestAttemptOf(this.read(), scope, this.now());
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private read(): PendingAttempts {
    return this.local.read(STORAGE_KEYS.pendingMoneyMoves, PendingAttempts) ?? [];
  }

  private write(pending: PendingAttempts): void {
    if (pending.length === 0) this.local.remove(STORAGE_KEYS.pendingMoneyMoves);
    else this.local.write(STORAGE_KEYS.pendingMoneyMoves, pending);
  }
}
