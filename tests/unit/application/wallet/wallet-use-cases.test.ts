import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fils } from "@/domain/money/money";
import { Refused } from "@/application/ports/api-errors";
import type { WalletOperation, WalletPort } from "@/application/ports/wallet.port";
import { AddCreditUseCase } from "@/application/wallet/add-credit.use-case";
import { BankWithdrawalUseCase } from "@/application/wallet/bank-withdrawal.use-case";
import { ShareCreditUseCase } from "@/application/wallet/share-credit.use-case";
import { WalletTransactionsUseCase } from "@/application/wallet/wallet-transactions.use-case";
import { WithdrawUseCase } from "@/application/wallet/withdraw.use-case";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { fails, ok } from "../fixtures";

const operation = (balance: number): WalletOperation => ({
  balance: fils(balance),
  transaction: {
    id: "tx-9",
    type: "deposit",
    amount: fils(5_000),
    balanceAfter: fils(balance),
    description: "Credit",
    status: "completed",
    createdAt: "2030-01-01T00:00:00Z",
  },
});

const wallet = (methods: Partial<WalletPort>) => strictFake<WalletPort>("WalletPort", methods);
const insufficient = new Refused({ status: 402, code: "insufficient_balance", message: "Not enough" });

describe("wallet operations keep SPEC §3's balance in step", () => {
  const cases = [
    ["add credit", (w: WalletPort, s: InMemorySessionState) => new AddCreditUseCase(w, s).execute({ amount: fils(5_000), paymentMethod: "card" }), "addCredit"],
    ["share credit", (w: WalletPort, s: InMemorySessionState) => new ShareCreditUseCase(w, s).execute({ callingCode: "+971", phone: "509876543", amount: fils(5_000) }), "shareCredit"],
    ["withdraw", (w: WalletPort, s: InMemorySessionState) => new WithdrawUseCase(w, s).execute({ amount: fils(5_000) }), "withdraw"],
    ["bank withdrawal", (w: WalletPort, s: InMemorySessionState) => new BankWithdrawalUseCase(w, s).execute({ amount: fils(5_000), iban: "AE070331234567890123456", accountHolderName: "Layla" }), "bankWithdrawal"],
  ] as const;

  it.each(cases)("%s: the answer's balance becomes the state's balance", async (_name, run, method) => {
    const state = new InMemorySessionState({ balance: fils(100_000) });
    const answer = await run(wallet({ [method]: () => ok(operation(95_000)) }), state);
    expect(Result.isSuccess(answer)).toBe(true);
    expect(state.get().balance).toBe(95_000);
  });

  it.each(cases)("%s: a refusal leaves the balance as it was", async (_name, run, method) => {
    const state = new InMemorySessionState({ balance: fils(100_000) });
    const answer = await run(wallet({ [method]: () => fails(insufficient) }), state);
    expect(Result.isFailure(answer)).toBe(true);
    expect(state.get().balance).toBe(100_000);
  });
});

describe("BankWithdrawalUseCase", () => {
  it("sends the IBAN without spaces in capitals, the name trimmed, and no empty bank name", async () => {
    const bankWithdrawal = recorder(() => ok(operation(1)));
    await new BankWithdrawalUseCase(wallet({ bankWithdrawal }), new InMemorySessionState()).execute({
      amount: fils(2_000),
      iban: "ae07 0331 2345 6789 0123 456",
      accountHolderName: " Layla Haddad ",
      bankName: " ",
    });
    expect(bankWithdrawal.calls).toEqual([[{ amount: 2_000, iban: "AE070331234567890123456", accountHolderName: "Layla Haddad" }]]);
  });
});

describe("WalletTransactionsUseCase", () => {
  it("asks for the requested page", async () => {
    const transactions = recorder(() => ok({ items: [], pagination: { page: 2, perPage: 10, total: 0, lastPage: 1 } }));
    await new WalletTransactionsUseCase(wallet({ transactions })).execute({ page: 2, perPage: 10 });
    expect(transactions.calls).toEqual([[{ page: 2, perPage: 10 }]]);
  });
});
