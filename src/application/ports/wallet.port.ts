import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";

export type WalletTransactionType =
  | "deposit" | "purchase" | "voucher" | "share_in" | "share_out" | "withdrawal" | "bank_withdrawal" | "prize" | "certificate";

/** One balance movement; `amount` is signed: positive in, negative out. */
export interface WalletTransaction {
  readonly id: string;
  readonly type: WalletTransactionType;
  readonly amount: Fils;
  readonly balanceAfter: Fils;
  readonly description: string;
  readonly status: "completed" | "pending" | "failed";
  readonly createdAt: string;
}

export interface Pagination {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly lastPage: number;
}

export interface Page<A> {
  readonly items: ReadonlyArray<A>;
  readonly pagination: Pagination;
}

export interface PageRequest {
  readonly page?: number;
  readonly perPage?: number;
}

/** A wallet operation's movement and the balance after it. */
export interface WalletOperation {
  readonly transaction: WalletTransaction;
  readonly balance: Fils;
}

/** SPEC §1 wallet: add credit, share credit, withdraw, bank withdrawal (behaviour designed in docs/api-design.md). */
export interface WalletPort {
  transactions(request?: PageRequest): Remote<Page<WalletTransaction>>;
  addCredit(request: { readonly amount: Fils; readonly paymentMethod: "card" | "apple_pay" | "google_pay" }): Remote<WalletOperation>;
  /** Refused `insufficient_balance`; a phone without an account is a 404 ServerMessage. */
  shareCredit(request: {
    readonly callingCode: string;
    readonly phone: string;
    readonly amount: Fils;
    readonly note?: string;
  }): Remote<WalletOperation, Refused>;
  withdraw(request: { readonly amount: Fils }): Remote<WalletOperation, Refused>;
  bankWithdrawal(request: {
    readonly amount: Fils;
    readonly iban: string;
    readonly accountHolderName: string;
    readonly bankName?: string;
  }): Remote<WalletOperation, Refused>;
}
