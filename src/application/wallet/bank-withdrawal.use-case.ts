import type { Fils } from "@/domain/money/money";
import { normalizeIban } from "@/domain/validation/iban";
import type { Refused } from "@/application/ports/api-errors";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletPort } from "@/application/ports/wallet.port";
import type { PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { type MoveResult, moveOnce } from "@/application/wallet/move-once";

export interface BankWithdrawalInput {
  readonly amount: Fils;
  /** Already checked (ISO 13616 with its mod-97 checksum); spaces and case do not matter. */
  readonly iban: string;
  readonly accountHolderName: string;
  readonly bankName?: string;
}

/**
 * SPEC §1 wallet "bank withdrawal" (/wallet?step=4): the IBAN travels without spaces, in capitals
 * (docs/api-design.md), with the holder's name; pending until reviewed. A retry after an unknown
 * outcome sends the same idempotency key (moveOnce).
 */
export class BankWithdrawalUseCase {
  constructor(
    private readonly wallet: WalletPort,
    private readonly state: SessionStatePort,
    private readonly moves: PendingMoneyMoves,
  ) {}

  execute(input: BankWithdrawalInput): Promise<MoveResult<Refused>> {
    const bankName = input.bankName?.trim() ?? "";
    const request = {
      amount: input.amount,
      iban: normalizeIban(input.iban),
      accountHolderName: input.accountHolderName.trim(),
      ...(bankName === "" ? {} : { bankName }),
    };
    return moveOnce({ moves: this.moves, state: this.state }, "bank-withdrawal", request, (idempotencyKey) =>
      this.wallet.bankWithdrawal({ ...request, idempotencyKey }),
    );
  }
}
