import type { Remote } from "@/application/ports/remote-result";
import type { Page, PageRequest, WalletPort, WalletTransaction } from "@/application/ports/wallet.port";

/** SPEC §2 /wallet overview: the transaction history, one page at a time, newest first. */
export class WalletTransactionsUseCase {
  constructor(private readonly wallet: WalletPort) {}

  execute(request: PageRequest = {}): Remote<Page<WalletTransaction>> {
    return this.wallet.transactions(request);
  }
}
