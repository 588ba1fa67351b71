import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { PhoneCredentials } from "@/application/ports/auth-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import type { SessionStatePort } from "@/application/ports/session-state.port";
import type { WalletOperation, WalletPort } from "@/application/ports/wallet.port";
import { keepBalance } from "@/application/wallet/keep-balance";

export interface ShareCreditInput extends PhoneCredentials {
  readonly amount: Fils;
  readonly note?: string;
}

/**
 * SPEC §1 wallet "share credit" (/wallet?step=3) to another registered phone number. Refused
 * `insufficient_balance` when the balance is short; a phone without an account is a 404.
 */
export class ShareCreditUseCase {
  constructor(
    private readonly wallet: WalletPort,
    private readonly state: SessionStatePort,
  ) {}

  async execute(input: ShareCreditInput): Remote<WalletOperation, Refused> {
    return keepBalance(this.state, await this.wallet.shareCredit(input));
  }
}
