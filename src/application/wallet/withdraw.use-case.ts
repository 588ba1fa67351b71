import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletPort } from "@/application/ports/wallet.port";
import type { PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { type MoveResult, moveOnce } from "@/application/wallet/move-once";

/**
 * SPEC §1 wallet "withdraw" (/wallet?step=4): back to the card used last; pending until reviewed.
 * A retry after an unknown outcome sends the same idempotency key (moveOnce).
 */
export class WithdrawUseCase {
  constructor(
    private readonly wallet: WalletPort,
    private readonly state: SessionStatePort,
    private readonly moves: PendingMoneyMoves,
  ) {}

  execute(input: { readonly amount: Fils }): Promise<MoveResult<Refused>> {
    const request = { amount: input.amount };
    return moveOnce({ moves: this.moves, state: this.state }, "withdraw", request, (idempotencyKey) =>
      this.wallet.withdraw({ ...request, idempotencyKey }),
    );
  }
}
