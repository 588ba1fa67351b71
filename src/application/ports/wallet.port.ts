import type { Fils } from "@/domain/money/money";
import type { Refused } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";

/** The kinds of balance movement the shop names (openapi/lotto-api.yaml WalletTransaction.type). */
export const WALLET_TRANSACTION_TYPES = [
  "deposit",
  "purchase",
  "voucher",
  "share_in",
  "share_out",
  "withdrawal",
  "bank_withdrawal",
  "prize",
  "certificate",
] as const;

/** The statuses the shop names (openapi/lotto-api.yaml WalletTransaction.status). */
export const WALLET_TRANSACTION_STATUSES = ["completed", "pending", "failed"] as const;

/**
 * A movement's kind; `other` is one the server names that the shop does not know yet (a kind added
 * after this build): the movement is still shown, with its description and amounts.
 */
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number] | "other";

/** One balance movement; `amount` is signed: positive in, negative out. */
export interface WalletTransaction {
  readonly id: string;
  readonly type: WalletTransactionType;
  readonly amount: Fils;
  readonly balanceAfter: Fils;
  readonly description: string;
  /** `other`: a status the server names that the shop does not know yet. */
  readonly status: (typeof WALLET_TRANSACTION_STATUSES)[number] | "other";
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

/**
 * A page of the wallet's history. `unreadable` counts the movements of this page that could not be
 * read at all (no amount, say): they are not shown, and the history says how many there are, since
 * a list of money that silently leaves rows out would mislead.
 */
export interface WalletHistoryPage extends Page<WalletTransaction> {
  readonly unreadable: number;
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
  transactions(request?: PageRequest): Remote<WalletHistoryPage>;
  addCredit(request: AddCreditRequest & Idempotent): Remote<WalletOperation>;
  /** Refused `insufficient_balance`; a phone without an account is a 404 ServerMessage. */
  shareCredit(request: ShareCreditRequest & Idempotent): Remote<WalletOperation, Refused>;
  withdraw(request: WithdrawRequest & Idempotent): Remote<WalletOperation, Refused>;
  bankWithdrawal(request: BankWithdrawalRequest & Idempotent): Remote<WalletOperation, Refused>;
}
