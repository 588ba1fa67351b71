import { token } from "@/application/di-token";
import type { WalletPort } from "@/application/ports/wallet.port";
import type { AddCreditUseCase } from "@/application/wallet/add-credit.use-case";
import type { BankWithdrawalUseCase } from "@/application/wallet/bank-withdrawal.use-case";
import type { ShareCreditUseCase } from "@/application/wallet/share-credit.use-case";
import type { WalletTransactionsUseCase } from "@/application/wallet/wallet-transactions.use-case";
import type { WithdrawUseCase } from "@/application/wallet/withdraw.use-case";

/** The wallet area (SPEC §1 wallet sections, SPEC §2 /wallet): its port and use cases, bound by the wallet module. */
export const WALLET_TOKENS = {
  wallet: token<WalletPort>("WalletPort"),
  walletTransactions: token<WalletTransactionsUseCase>("WalletTransactionsUseCase"),
  addCredit: token<AddCreditUseCase>("AddCreditUseCase"),
  shareCredit: token<ShareCreditUseCase>("ShareCreditUseCase"),
  withdraw: token<WithdrawUseCase>("WithdrawUseCase"),
  bankWithdrawal: token<BankWithdrawalUseCase>("BankWithdrawalUseCase"),
} as const;
