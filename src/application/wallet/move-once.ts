import { Result } from "effect";
import { type WalletMove, walletMoveFingerprint } from "@/domain/payment/move-fingerprint";
import type { ApiError } from "@/application/ports/api-errors";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletOperation } from "@/application/ports/wallet.port";
import { PaymentUnconfirmed } from "@/application/payment/payment.errors";
import { outcomeOf, type PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { keepBalance } from "@/application/wallet/keep-balance";

export type MoveResult<E> = Result.Result<WalletOperation, ApiError | E | PaymentUnconfirmed>;

/**
 * One wallet money move, sent at most once per outcome (docs/play.md, "Paying once"): the key is
 * the kept one when the same move (user, kind, request) is waiting for its answer, else a new one;
 * an unknown outcome keeps it and answers PaymentUnconfirmed, any other answer settles it. Every
 * wallet operation answers the balance after it: SPEC §3's balance follows at once.
 */
export async function moveOnce<E extends { readonly _tag: string }>(
  deps: { readonly moves: PendingMoneyMoves; readonly state: SessionStatePort },
  move: WalletMove,
  request: Readonly<Record<string, unknown>>,
  send: (idempotencyKey: string) => Promise<Result.Result<WalletOperation, ApiError | E>>,
): Promise<MoveResult<E>> {
  const fingerprint = walletMoveFingerprint(deps.state.get().user?.id ?? 0, move, request);
  const key = deps.moves.begin(fingerprint);
  const answer = keepBalance(deps.state, await send(key));
  const outcome = outcomeOf(Result.isFailure(answer) ? answer.failure : null);
  deps.moves.settle(key, outcome);
  if (Result.isFailure(answer) && outcome === "unknown")
    return Result.fail(new PaymentUnconfirmed({ cause: answer.failure as ApiError }));
  return answer;
}
