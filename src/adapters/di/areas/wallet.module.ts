import { ContainerModule } from "inversify";
import { PAYMENT_TOKENS as PAYMENT } from "@/application/payment/payment.tokens";
import { TOKENS as T } from "@/application/tokens";
import { AddCreditUseCase } from "@/application/wallet/add-credit.use-case";
import { BankWithdrawalUseCase } from "@/application/wallet/bank-withdrawal.use-case";
import { ShareCreditUseCase } from "@/application/wallet/share-credit.use-case";
import { WalletTransactionsUseCase } from "@/application/wallet/wallet-transactions.use-case";
import { WALLET_TOKENS as WALLET } from "@/application/wallet/wallet.tokens";
import { WithdrawUseCase } from "@/application/wallet/withdraw.use-case";
import { OpenApiWallet } from "@/adapters/http/wallet/openapi-wallet";
import { ADAPTER_TOKENS as A } from "@/adapters/di/adapter-tokens";
import { bindClass } from "@/adapters/di/bind";
import { bindRemoteClass } from "@/adapters/di/bind-remote";

/** The wallet area (SPEC §1 wallet sections, SPEC §2 /wallet), amounts in the configured currency's minor units. */
export const walletModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindRemoteClass(area, WALLET.wallet, OpenApiWallet, [A.lottoApi, T.currencyExponent, T.logger]);
    bindClass(area, WALLET.walletTransactions, WalletTransactionsUseCase, [WALLET.wallet]);
    bindClass(area, WALLET.addCredit, AddCreditUseCase, [WALLET.wallet, T.sessionState, PAYMENT.pendingMoneyMoves]);
    bindClass(area, WALLET.shareCredit, ShareCreditUseCase, [WALLET.wallet, T.sessionState, PAYMENT.pendingMoneyMoves]);
    bindClass(area, WALLET.withdraw, WithdrawUseCase, [WALLET.wallet, T.sessionState, PAYMENT.pendingMoneyMoves]);
    bindClass(area, WALLET.bankWithdrawal, BankWithdrawalUseCase, [WALLET.wallet, T.sessionState, PAYMENT.pendingMoneyMoves]);
  });
