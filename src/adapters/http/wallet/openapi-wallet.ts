import { Result } from "effect";
import type { Refused } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";
import type { Page, PageRequest, WalletOperation, WalletPort, WalletTransaction } from "@/application/ports/wallet.port";
import { type CurrencyExponent, DEFAULT_EXPONENT } from "@/domain/money/currency";
import type { Fils } from "@/domain/money/money";
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
import { WalletOperationResponse, WalletTransactionsResponse } from "@/adapters/http/wallet/wallet.schema";

/** {@link WalletPort} over /api/wallet/* (SPEC §1 wallet; behaviour designed in docs/api-design.md). */
export class OpenApiWallet implements WalletPort {
  constructor(
    private readonly client: LottoApiClient,
    /** The configured currency's decimals (the container passes VITE_CURRENCY's; AED's by default). */
    private readonly exponent: CurrencyExponent = DEFAULT_EXPONENT,
  ) {}

  async transactions(request: PageRequest = {}): Remote<Page<WalletTransaction>> {
    const answer = await callApi(
      () => this.client.GET("/api/wallet/transactions", { params: { query: toPageQuery(request) } }),
      WalletTransactionsResponse,
    );
    return Result.map(answer, ({ data }) => ({
      items: data.items.map((item) => toWalletTransaction(item, this.exponent)),
      pagination: toPagination(data.pagination),
    }));
  }

  async addCredit(request: {
    readonly amount: Fils;
    readonly paymentMethod: "card" | "apple_pay" | "google_pay";
  }): Remote<WalletOperation> {
    const body = { amount: toAmount(request.amount, this.exponent), payment_method: request.paymentMethod };
    const answer = await callApi(() => this.client.POST("/api/wallet/add-credit", { body }), WalletOperationResponse);
    return Result.map(answer, ({ data }) => toWalletOperation(data, this.exponent));
  }

  async shareCredit(request: {
    readonly callingCode: string;
    readonly phone: string;
    readonly amount: Fils;
    readonly note?: string;
  }): Remote<WalletOperation, Refused> {
    const body = {
      calling_code: request.callingCode,
      phone: request.phone,
      amount: toAmount(request.amount, this.exponent),
      ...(request.note === undefined ? {} : { note: request.note }),
    };
    const answer = await callApi(
      () => this.client.POST("/api/wallet/share-credit", { body }),
      WalletOperationResponse,
      readRefusal,
    );
    return Result.map(answer, ({ data }) => toWalletOperation(data, this.exponent));
  }

  async withdraw(request: { readonly amount: Fils }): Remote<WalletOperation, Refused> {
    const body = { amount: toAmount(request.amount, this.exponent) };
    const answer = await callApi(
      () => this.client.POST("/api/wallet/withdraw", { body }),
      WalletOperationResponse,
      readRefusal,
    );
    return Result.map(answer, ({ data }) => toWalletOperation(data, this.exponent));
  }

  async bankWithdrawal(request: {
    readonly amount: Fils;
    readonly iban: string;
    readonly accountHolderName: string;
    readonly bankName?: string;
  }): Remote<WalletOperation, Refused> {
    const body = {
      amount: toAmount(request.amount, this.exponent),
      iban: request.iban,
      account_holder_name: request.accountHolderName,
      ...(request.bankName === undefined ? {} : { bank_name: request.bankName }),
    };
    const answer = await callApi(
      () => this.client.POST("/api/wallet/bank-withdrawal", { body }),
      WalletOperationResponse,
      readRefusal,
    );
    return Result.map(answer, ({ data }) => toWalletOperation(data, this.exponent));
  }
}
