import { http } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiWallet } from "@/adapters/http/wallet/openapi-wallet";
import { fils } from "@/domain/money/money";
import { applyProviderState } from "@mocks/provider-states";
import { API_BASE, failure, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();
const wallet = () => new OpenApiWallet(lottoClient());
let keys = 0;
/** A fresh idempotency key per move, as the use cases send them. */
const key = () => ({ idempotencyKey: `adapter-key-${String((keys += 1)).padStart(3, "0")}` });

describe("OpenApiWallet", () => {
  it("lists movements with signed amounts in fils and the page", async () => {
    const page = success(await wallet().transactions({ page: 1, perPage: 2 }));
    expect(page.items).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 1, perPage: 2 });
    expect(page.items.some((item) => item.amount < 0) || page.items.some((item) => item.amount > 0)).toBe(true);
  });

  it("adds credit, sending AED with 2 decimals and the move's Idempotency-Key header", async () => {
    let sent: unknown;
    let header: string | null = null;
    server.use(
      http.post(`${API_BASE}/api/wallet/add-credit`, async ({ request }) => {
        sent = await request.clone().json();
        header = request.headers.get("idempotency-key");
      }),
    );
    const operation = success(
      await wallet().addCredit({ amount: fils(2_550), paymentMethod: "card", idempotencyKey: "topup-key-0001" }),
    );
    expect(sent).toEqual({ amount: 25.5, payment_method: "card" });
    expect(header).toBe("topup-key-0001");
    expect(operation.balance).toBe(123_450 + 2_550);
    expect(operation.transaction).toMatchObject({ type: "deposit", amount: 2_550 });
  });

  it("shares credit with another user's phone", async () => {
    const operation = success(
      await wallet().shareCredit({ callingCode: "+971", phone: "509876543", amount: fils(1_000), note: "gift", ...key() }),
    );
    expect(operation.transaction).toMatchObject({ type: "share_out", amount: -1_000 });
  });

  it("withdraws to the card and to a bank account", async () => {
    expect(success(await wallet().withdraw({ amount: fils(1_000), ...key() })).transaction.status).toBe("pending");
    const bank = {
      amount: fils(1_000),
      iban: "AE070331234567890123456",
      accountHolderName: "Demo Player",
      bankName: "Sandbox Bank",
      ...key(),
    };
    expect(success(await wallet().bankWithdrawal(bank)).transaction.type).toBe("bank_withdrawal");
  });

  it("is Refused insufficient_balance when the balance is too low", async () => {
    applyProviderState("a user with balance 5.00");
    expect(failure(await wallet().withdraw({ amount: fils(1_000), ...key() }))).toMatchObject({
      _tag: "Refused",
      code: "insufficient_balance",
    });
  });

  it("answers ValidationFailed for an amount outside the limits", async () => {
    expect(failure(await wallet().addCredit({ amount: fils(1), paymentMethod: "card", ...key() }))._tag).toBe("ValidationFailed");
  });

  it("a repeated key answers the first operation again: the same transaction, the money moved once", async () => {
    const request = { amount: fils(1_000), idempotencyKey: "withdraw-again-01" };
    const first = success(await wallet().withdraw(request));
    const again = success(await wallet().withdraw(request));
    expect(again).toEqual(first);
    expect(again.balance).toBe(123_450 - 1_000);
  });
});
