import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletOperation, WalletPort } from "@/application/ports/wallet.port";
import { keepBalance } from "@/application/wallet/keep-balance";

/** SPEC §1 wallet "withdraw" (/wallet?step=4): back to the card used last; pending until reviewed. */
export class WithdrawUseCase {
  constructor(
    private readonly wallet: WalletPort,
    private readonly state: SessionStatePort,
  ) {}

  async execute(input: { readonly amount: Fils }): Remote<WalletOperation, Refused> {
    return keepBalance(this.state, await this.wallet.withdraw(input));
  }
}
