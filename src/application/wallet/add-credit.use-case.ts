import type { Fils } from "@/domain/money/money";
import type { Remote } from "@/application/ports/remote-result";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletOperation, WalletPort } from "@/application/ports/wallet.port";
import { keepBalance } from "@/application/wallet/keep-balance";

export interface AddCreditInput {
  readonly amount: Fils;
  readonly paymentMethod: "card" | "apple_pay" | "google_pay";
}

/** SPEC §1 wallet "add credit" (/wallet?step=2): pays in and updates the balance. */
export class AddCreditUseCase {
  constructor(
    private readonly wallet: WalletPort,
    private readonly state: SessionStatePort,
  ) {}

  async execute(input: AddCreditInput): Remote<WalletOperation> {
    return keepBalance(this.state, await this.wallet.addCredit(input));
  }
}
