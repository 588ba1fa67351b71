import { http } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiWallet } from "@/adapters/http/wallet/openapi-wallet";
import { fils } from "@/domain/money/money";
import { applyProviderState } from "@mocks/provider-states";
import { API_BASE, failure, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();
const wallet = () => new OpenApiWallet(lottoClient());

describe("OpenApiWallet", () => {
  it("lists movements with signed amounts in fils and the page", async () => {
    const page = success(await wallet().transactions({ page: 1, perPage: 2 }));
    expect(page.items).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 1, perPage: 2 });
    expect(page.items.some((item) => item.amount < 0) || page.items.some((item) => item.amount > 0)).toBe(true);
  });

  it("adds credit, sending AED with 2 decimals", async () => {
    let sent: unknown;
    server.use(
      http.post(`${API_BASE}/api/wallet/add-credit`, async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const operation = success(await wallet().addCredit({ amount: fils(2_550), paymentMethod: "card" }));
    expect(sent).toEqual({ amount: 25.5, payment_method: "card" });
    expect(operation.balance).toBe(123_450 + 2_550);
    expect(operation.transaction).toMatchObject({ type: "deposit", amount: 2_550 });
  });

  it("shares credit with another user's phone", async () => {
    const operation = success(await wallet().shareCredit({ callingCode: "+971", phone: "509876543", amount: fils(1_000), note: "gift" }));
    expect(operation.transaction).toMatchObject({ type: "share_out", amount: -1_000 });
  });

  it("withdraws to the card and to a bank account", async () => {
    expect(success(await wallet().withdraw({ amount: fils(1_000) })).transaction.status).toBe("pending");
    const bank = { amount: fils(1_000), iban: "AE070331234567890123456", accountHolderName: "Demo Player", bankName: "Sandbox Bank" };
    expect(success(await wallet().bankWithdrawal(bank)).transaction.type).toBe("bank_withdrawal");
  });

  it("is Refused insufficient_balance when the balance is too low", async () => {
    applyProviderState("a user with balance 5.00");
    expect(failure(await wallet().withdraw({ amount: fils(1_000) }))).toMatchObject({ _tag: "Refused", code: "insufficient_balance" });
  });

  it("answers ValidationFailed for an amount outside the limits", async () => {
    expect(failure(await wallet().addCredit({ amount: fils(1), paymentMethod: "card" }))._tag).toBe("ValidationFailed");
  });
});
