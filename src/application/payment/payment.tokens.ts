import { token } from "@/application/di-token";
import type { PendingMoneyMoves } from "@/application/payment/pending-money-moves";

/**
 * The payment area: what the checkout's Pay and the wallet's moves share, bound once by the payment
 * module and loaded with either area (AREA_NEEDS), never in a first view that cannot move money.
 */
export const PAYMENT_TOKENS = {
  /** Idempotency keys of payments and wallet moves until their outcome is known (docs/play.md, "Paying once"). */
  pendingMoneyMoves: token<PendingMoneyMoves>("PendingMoneyMoves"),
} as const;
