/**
 * The wallet pages' use-case classes in one module, so they make one chunk, imported by the first
 * call of any of them (docs/architecture-ports.md, "Lazy use cases"). Only
 * bind-account-use-cases.ts imports it, and only dynamically.
 */
export { AddCreditUseCase } from "@/application/wallet/add-credit.use-case";
export { BankWithdrawalUseCase } from "@/application/wallet/bank-withdrawal.use-case";
export { ShareCreditUseCase } from "@/application/wallet/share-credit.use-case";
export { WalletTransactionsUseCase } from "@/application/wallet/wallet-transactions.use-case";
export { WithdrawUseCase } from "@/application/wallet/withdraw.use-case";
