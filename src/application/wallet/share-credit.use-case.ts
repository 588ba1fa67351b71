import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletPort } from "@/application/ports/wallet.port";
import type { PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { type MoveResult, moveOnce } from "@/application/wallet/move-once";

export interface ShareCreditInput extends PhoneCredentials {
  readonly amount: Fils;
  readonly note?: string;
}

/**
 * SPEC §1 wallet "share credit" (/wallet?step=3) to another registered phone number. Refused
 * `insufficient_balance` when the balance is short; a phone without an account is a 404. A retry
 * after an unknown outcome sends the same idempotency key (moveOnce).
 */
export class ShareCreditUseCase {
  constructor(
    private readonly wallet: WalletPort,
    private readonly state: SessionStatePort,
    private readonly moves: PendingMoneyMoves,
  ) {}

  execute(input: ShareCreditInput): Promise<MoveResult<Refused>> {
    const request = {
      callingCode: input.callingCode,
      phone: input.phone,
      amount: input.amount,
      ...(input.note === undefined ? {} : { note: input.note }),
    };
    return moveOnce({ moves: this.moves, state: this.state }, "share-credit", request, (idempotencyKey) =>
      this.wallet.shareCredit({ ...request, idempotencyKey }),
    );
  }
}
