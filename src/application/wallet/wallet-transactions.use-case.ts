import type { Remote } from "@/application/ports/remote-result";
import type { PageRequest, WalletHistoryPage, WalletPort } from "@/application/ports/wallet.port";

/** SPEC §2 /wallet overview: the transaction history, one page at a time, newest first. */
export class WalletTransactionsUseCase {
  constructor(private readonly wallet: WalletPort) {}

  execute(request: PageRequest = {}): Remote<WalletHistoryPage> {
    return this.wallet.transactions(request);
  }
}
