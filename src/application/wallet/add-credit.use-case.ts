import type { Fils } from "@/domain/money/money";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletPort } from "@/application/ports/wallet.port";
import type { PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { type MoveResult, moveOnce } from "@/application/wallet/move-once";

export interface AddCreditInput {
  readonly amount: Fils;
  readonly paymentMethod: "card" | "apple_pay" | "google_pay";
}

/**
 * SPEC §1 wallet "add credit" (/wallet?step=2): pays in and updates the balance; a retry after an
 * unknown outcome sends the same idempotency key (moveOnce).
 */
export class AddCreditUseCase {
  constructor(
    private readonly wallet: WalletPort,
    private readonly state: SessionStatePort,
    private readonly moves: PendingMoneyMoves,
  ) {}

  execute(input: AddCreditInput): Promise<MoveResult<never>> {
    const request = { amount: input.amount, paymentMethod: input.paymentMethod };
    return moveOnce({ moves: this.moves, state: this.state }, "add-credit", request, (idempotencyKey) =>
      this.wallet.addCredit({ ...request, idempotencyKey }),
    );
  }
}
