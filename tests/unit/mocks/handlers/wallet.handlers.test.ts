import { describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

type Operation = Schemas["WalletOperationResponse"];
const balance = async (token = DEMO_TOKEN) => (await call<Schemas["BalanceResponse"]>("GET", "/api/user/balance", { token })).json.data.total;

describe("wallet", () => {
  it("pages the seeded movements, newest first, ending at the seeded balance", async () => {
    const { json } = await call<Schemas["WalletTransactionsResponse"]>("GET", "/api/wallet/transactions?per_page=3", { token: DEMO_TOKEN });
    expect(json.data.pagination).toEqual({ page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(json.data.items[0]).toMatchObject({ type: "share_out", amount: -10.5, balance_after: 1234.5 });
  });

  it("adds credit", async () => {
    const { json } = await call<Operation>("POST", "/api/wallet/add-credit", { token: DEMO_TOKEN, body: { amount: 100.25, payment_method: "card" } });
    expect(json.data).toMatchObject({ balance: 1334.75, transaction: { type: "deposit", amount: 100.25, status: "completed" } });
    expect(await balance()).toBe("1,334.75");
  });

  it.each([
    [9.99, "amount"],
    [10_000.01, "amount"],
    [10.001, "amount"],
  ])("refuses to add %d AED", async (amount, field) => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/wallet/add-credit", { token: DEMO_TOKEN, body: { amount, payment_method: "card" } });
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toEqual([field]);
  });

  it("shares credit with another user's phone", async () => {
    const { json } = await call<Operation>("POST", "/api/wallet/share-credit", { token: DEMO_TOKEN, body: { calling_code: "+971", phone: "509876543", amount: 34.5 } });
    expect(json.data.balance).toBe(1200);
    const login = await call<Schemas["SessionResponse"]>("POST", "/api/auth/login", { body: { calling_code: "+971", phone: "509876543", password: "Sara@1234" } });
    expect(await balance(login.json.data.access_token)).toBe("84.50");
  });

  it.each([
    ["an unknown phone", { calling_code: "+971", phone: "500000000", amount: 10 }, 404],
    ["one's own phone", { calling_code: "+971", phone: "501234567", amount: 10 }, 422],
    ["more than the balance", { calling_code: "+971", phone: "509876543", amount: 5000 }, 402],
  ])("refuses to share with %s", async (_case, body, status) => {
    expect((await call("POST", "/api/wallet/share-credit", { token: DEMO_TOKEN, body })).status).toBe(status);
  });

  it("books withdrawals as pending and takes them off the balance at once", async () => {
    const card = await call<Operation>("POST", "/api/wallet/withdraw", { token: DEMO_TOKEN, body: { amount: 34.5 } });
    expect(card.json.data.transaction).toMatchObject({ type: "withdrawal", status: "pending", amount: -34.5 });
    const bank = await call<Operation>("POST", "/api/wallet/bank-withdrawal", {
      token: DEMO_TOKEN,
      body: { amount: 200, iban: "AE070331234567890123456", account_holder_name: "Demo Player" },
    });
    expect(bank.json.data).toMatchObject({ balance: 1000, transaction: { type: "bank_withdrawal", status: "pending" } });
  });

  it("refuses a bank withdrawal to an IBAN with a wrong checksum", async () => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/wallet/bank-withdrawal", {
      token: DEMO_TOKEN,
      body: { amount: 20, iban: "AE070331234567890123457", account_holder_name: "Demo Player" },
    });
    expect(status).toBe(422);
    expect(json.errors["iban"]).toEqual(["The IBAN is not valid."]);
  });
});
