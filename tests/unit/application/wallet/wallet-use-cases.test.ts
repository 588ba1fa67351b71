import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fils } from "@/domain/money/money";
import { NetworkError, Refused, ServerMessage, TimeoutError } from "@/application/ports/api-errors";
import { PaymentUnconfirmed } from "@/application/payment/payment.errors";
import { PendingMoneyMoves } from "@/application/payment/pending-money-moves";
import { LocalStore } from "@/application/state/local-store";
import type { WalletOperation, WalletPort } from "@/application/ports/wallet.port";
import { AddCreditUseCase } from "@/application/wallet/add-credit.use-case";
import { BankWithdrawalUseCase } from "@/application/wallet/bank-withdrawal.use-case";
import { ShareCreditUseCase } from "@/application/wallet/share-credit.use-case";
import { WalletTransactionsUseCase } from "@/application/wallet/wallet-transactions.use-case";
import { WithdrawUseCase } from "@/application/wallet/withdraw.use-case";
import { FixedClock } from "../../fakes/fixed-clock";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { RecordingLogger } from "../../fakes/recording-logger";
import { ScriptedRandom } from "../../fakes/scripted-random";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { aUser, fails, ok, uuids } from "../fixtures";

/** The kept keys over a store shared by every page (a reload is a new instance over the same store). */
const movesOver = (store = new InMemoryKeyValueStore(), ids = uuids(20)) =>
  new PendingMoneyMoves(new LocalStore(store, new RecordingLogger()), new FixedClock(), new ScriptedRandom([], ids));

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
    [
      "add credit",
      (w: WalletPort, s: InMemorySessionState) =>
        new AddCreditUseCase(w, s, movesOver()).execute({ amount: fils(5_000), paymentMethod: "card" }),
      "addCredit",
    ],
    [
      "share credit",
      (w: WalletPort, s: InMemorySessionState) =>
        new ShareCreditUseCase(w, s, movesOver()).execute({ callingCode: "+971", phone: "509876543", amount: fils(5_000) }),
      "shareCredit",
    ],
    [
      "withdraw",
      (w: WalletPort, s: InMemorySessionState) => new WithdrawUseCase(w, s, movesOver()).execute({ amount: fils(5_000) }),
      "withdraw",
    ],
    [
      "bank withdrawal",
      (w: WalletPort, s: InMemorySessionState) =>
        new BankWithdrawalUseCase(w, s, movesOver()).execute({
          amount: fils(5_000),
          iban: "AE070331234567890123456",
          accountHolderName: "Layla",
        }),
      "bankWithdrawal",
    ],
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

describe("wallet money moves carry an idempotency key, kept while the outcome is unknown (docs/play.md, 'Paying once')", () => {
  const withdrawWith = (
    answers: Array<() => ReturnType<WalletPort["withdraw"]>>,
    store = new InMemoryKeyValueStore(),
    ids = uuids(20),
  ) => {
    const withdraw = recorder((_request: { amount: number; idempotencyKey: string }) =>
      (answers.shift() ?? (() => ok(operation(1))))(),
    );
    const state = new InMemorySessionState({ user: aUser({ id: 7 }), balance: fils(100_000) });
    return { useCase: new WithdrawUseCase(wallet({ withdraw }), state, movesOver(store, ids)), withdraw, state };
  };
  const keysOf = (calls: ReadonlyArray<[{ idempotencyKey: string }]>) => calls.map(([request]) => request.idempotencyKey);

  it.each([
    ["no answer", new NetworkError({ reason: "offline" })],
    ["the time budget", new TimeoutError({ timeoutMs: 15_000 })],
    ["a 503", new ServerMessage({ status: 503, message: "" })],
  ])("after %s: PaymentUnconfirmed, the balance as it was, and the retry sends the same key", async (_case, error) => {
    const { useCase, withdraw, state } = withdrawWith([() => fails(error)]);
    expect(await useCase.execute({ amount: fils(4_000) })).toEqual(Result.fail(new PaymentUnconfirmed({ cause: error })));
    expect(state.get().balance).toBe(100_000);
    await useCase.execute({ amount: fils(4_000) });
    expect(keysOf(withdraw.calls)).toEqual(["uuid-1", "uuid-1"]);
  });

  it("a reload after a dropped answer sends the same key for the same amount, a new one for another", async () => {
    const store = new InMemoryKeyValueStore();
    await withdrawWith([() => fails(new NetworkError({ reason: "connection reset" }))], store).useCase.execute({
      amount: fils(4_000),
    });
    const reloaded = withdrawWith([], store, uuids(5, "fresh"));
    await reloaded.useCase.execute({ amount: fils(4_000) });
    await reloaded.useCase.execute({ amount: fils(4_000) });
    expect(keysOf(reloaded.withdraw.calls)).toEqual(["uuid-1", "fresh-1"]);
  });

  it("a definitive refusal settles the key: the next try is a new move", async () => {
    const { useCase, withdraw } = withdrawWith([() => fails(insufficient)]);
    await useCase.execute({ amount: fils(4_000) });
    await useCase.execute({ amount: fils(4_000) });
    expect(keysOf(withdraw.calls)).toEqual(["uuid-1", "uuid-2"]);
  });
});

describe("BankWithdrawalUseCase", () => {
  it("sends the IBAN without spaces in capitals, the name trimmed, and no empty bank name", async () => {
    const bankWithdrawal = recorder(() => ok(operation(1)));
    await new BankWithdrawalUseCase(wallet({ bankWithdrawal }), new InMemorySessionState(), movesOver()).execute({
      amount: fils(2_000),
      iban: "ae07 0331 2345 6789 0123 456",
      accountHolderName: " Layla Haddad ",
      bankName: " ",
    });
    expect(bankWithdrawal.calls).toEqual([
      [{ amount: 2_000, iban: "AE070331234567890123456", accountHolderName: "Layla Haddad", idempotencyKey: "uuid-1" }],
    ]);
  });
});

describe("WalletTransactionsUseCase", () => {
  it("asks for the requested page", async () => {
    const transactions = recorder(() =>
      ok({ items: [], unreadable: 0, pagination: { page: 2, perPage: 10, total: 0, lastPage: 1 } }),
    );
    await new WalletTransactionsUseCase(wallet({ transactions })).execute({ page: 2, perPage: 10 });
    expect(transactions.calls).toEqual([[{ page: 2, perPage: 10 }]]);
  });
});
