import { Result } from "effect";
import type { Refused } from "@/application/ports/api-errors";
import type { LoggerPort } from "@/application/ports/logger.port";
import type { Remote } from "@/application/ports/remote-result";
import type {
  AddCreditRequest,
  BankWithdrawalRequest,
  Idempotent,
  PageRequest,
  ShareCreditRequest,
  WalletOperation,
  WalletHistoryPage,
  WalletPort,
  WithdrawRequest,
} from "@/application/ports/wallet.port";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import { callApi } from "@/adapters/http/api-call";
import type { LottoApiClient } from "@/adapters/http/api-client";
import { readRefusal } from "@/adapters/http/failure-readers";
import {
  toAmount,
  toPageQuery,
  toPagination,
  toWalletOperation,
  toWalletTransaction,
} from "@/adapters/http/wallet/wallet.mapper";
import { WalletOperationResponse, WalletTransactionDto, WalletTransactionsResponse } from "@/adapters/http/wallet/wallet.schema";
import { logLeftOut, readItems } from "@/adapters/http/read-each";

/** The money move's idempotency key, as the header every wallet move carries (openapi IdempotencyKey). */
const keyHeader = (request: Idempotent) => ({ header: { "Idempotency-Key": request.idempotencyKey } });

/** {@link WalletPort} over /api/wallet/* (SPEC §1 wallet; behaviour designed in docs/api-design.md). */
export class OpenApiWallet implements WalletPort {
  constructor(
    private readonly client: LottoApiClient,
    /** The configured currency's decimals (the container passes VITE_CURRENCY's; AED's by default). */
    private readonly exponent: CurrencyExponent = DEFAULT_EXPONENT,
    private readonly logger?: LoggerPort,
  ) {}

  /**
   * A page of the history, read movement by movement: one that does not read at all is not shown,
   * is counted in `unreadable`, which the history says (never a list of money with rows silently
   * missing), and is logged with the page it was on.
   */
  async transactions(request: PageRequest = {}): Remote<WalletHistoryPage> {
    const answer = await callApi(
      () => this.client.GET("/api/wallet/transactions", { params: { query: toPageQuery(request) } }),
      WalletTransactionsResponse,
    );
    return Result.map(answer, ({ data }) => {
      const { read, left } = readItems(WalletTransactionDto, data.items);
      logLeftOut(left, { logger: this.logger, what: `Wallet movements of history page ${String(request.page ?? 1)}` });
      return {
        items: read.map((item) => toWalletTransaction(item, this.exponent)),
        unreadable: left.length,
        pagination: toPagination(data.pagination),
      };
    });
  }

  async addCredit(request: AddCreditRequest & Idempotent): Remote<WalletOperation> {
    const body = { amount: toAmount(request.amount, this.exponent), payment_method: request.paymentMethod };
    const params = keyHeader(request);
    const answer = await callApi(() => this.client.POST("/api/wallet/add-credit", { params, body }), WalletOperationResponse);
    return Result.map(answer, ({ data }) => toWalletOperation(data, this.exponent));
  }

  async shareCredit(request: ShareCreditRequest & Idempotent): Remote<WalletOperation, Refused> {
    const body = {
      calling_code: request.callingCode,
      phone: request.phone,
      amount: toAmount(request.amount, this.exponent),
      ...(request.note === undefined ? {} : { note: request.note }),
    };
    const answer = await callApi(
      () => this.client.POST("/api/wallet/share-credit", { params: keyHeader(request), body }),
      WalletOperationResponse,
      readRefusal,
    );
    return Result.map(answer, ({ data }) => toWalletOperation(data, this.exponent));
  }

  async withdraw(request: WithdrawRequest & Idempotent): Remote<WalletOperation, Refused> {
    const body = { amount: toAmount(request.amount, this.exponent) };
    const answer = await callApi(
      () => this.client.POST("/api/wallet/withdraw", { params: keyHeader(request), body }),
      WalletOperationResponse,
      readRefusal,
    );
    return Result.map(answer, ({ data }) => toWalletOperation(data, this.exponent));
  }

  async bankWithdrawal(request: BankWithdrawalRequest & Idempotent): Remote<WalletOperation, Refused> {
    const body = {
      amount: toAmount(request.amount, this.exponent),
      iban: request.iban,
      account_holder_name: request.accountHolderName,
      ...(request.bankName === undefined ? {} : { bank_name: request.bankName }),
    };
    const answer = await callApi(
      () => this.client.POST("/api/wallet/bank-withdrawal", { params: keyHeader(request), body }),
      WalletOperationResponse,
      readRefusal,
    );
    return Result.map(answer, ({ data }) => toWalletOperation(data, this.exponent));
  }
}
