import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";

export type WalletTransactionType =
  "deposit" | "purchase" | "voucher" | "share_in" | "share_out" | "withdrawal" | "bank_withdrawal" | "prize" | "certificate";

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

/**
 * Every money move carries an idempotency key (header `Idempotency-Key`): the server answers a
 * repeated key with the first answer and moves the money once (docs/play.md, "Paying once").
 */
export interface Idempotent {
  readonly idempotencyKey: string;
}

export interface AddCreditRequest {
  readonly amount: Fils;
  readonly paymentMethod: "card" | "apple_pay" | "google_pay";
}

export interface ShareCreditRequest {
  readonly callingCode: string;
  readonly phone: string;
  readonly amount: Fils;
  readonly note?: string;
}

export interface WithdrawRequest {
  readonly amount: Fils;
}

export interface BankWithdrawalRequest {
  readonly amount: Fils;
  readonly iban: string;
  readonly accountHolderName: string;
  readonly bankName?: string;
}

/** SPEC §1 wallet: add credit, share credit, withdraw, bank withdrawal (behaviour designed in docs/api-design.md). */
export interface WalletPort {
  transactions(request?: PageRequest): Remote<Page<WalletTransaction>>;
  addCredit(request: AddCreditRequest & Idempotent): Remote<WalletOperation>;
  /** Refused `insufficient_balance`; a phone without an account is a 404 ServerMessage. */
  shareCredit(request: ShareCreditRequest & Idempotent): Remote<WalletOperation, Refused>;
  withdraw(request: WithdrawRequest & Idempotent): Remote<WalletOperation, Refused>;
  bankWithdrawal(request: BankWithdrawalRequest & Idempotent): Remote<WalletOperation, Refused>;
}
