import type { Fils } from "@/domain/money/money";
import { normalizeIban } from "@/domain/validation/iban";
import type { Refused } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletOperation, WalletPort } from "@/application/ports/wallet.port";
import { keepBalance } from "@/application/wallet/keep-balance";

export interface BankWithdrawalInput {
  readonly amount: Fils;
  /** Already checked (ISO 13616 with its mod-97 checksum); spaces and case do not matter. */
  readonly iban: string;
  readonly accountHolderName: string;
  readonly bankName?: string;
}

/**
 * SPEC §1 wallet "bank withdrawal" (/wallet?step=4): the IBAN travels without spaces, in capitals
 * (docs/api-design.md), with the holder's name; pending until reviewed.
 */
export class BankWithdrawalUseCase {
  constructor(
    private readonly wallet: WalletPort,
    private readonly state: SessionStatePort,
  ) {}

  async execute(input: BankWithdrawalInput): Remote<WalletOperation, Refused> {
    const bankName = input.bankName?.trim() ?? "";
    return keepBalance(
      this.state,
      await this.wallet.bankWithdrawal({
        amount: input.amount,
        iban: normalizeIban(input.iban),
        accountHolderName: input.accountHolderName.trim(),
        ...(bankName === "" ? {} : { bankName }),
      }),
    );
  }
}
