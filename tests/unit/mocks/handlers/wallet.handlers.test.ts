import { describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

type Operation = Schemas["WalletOperationResponse"];

let keys = 0;
/** A fresh Idempotency-Key per move, as the shop sends it (openapi IdempotencyKey). */
const moveKey = () => ({ "Idempotency-Key": `move-key-${String((keys += 1)).padStart(4, "0")}` });
const balance = async (token = DEMO_TOKEN) =>
  (await call<Schemas["BalanceResponse"]>("GET", "/api/user/balance", { token })).json.data.total;

describe("wallet", () => {
  it("pages the seeded movements, newest first, ending at the seeded balance", async () => {
    const { json } = await call<Schemas["WalletTransactionsResponse"]>("GET", "/api/wallet/transactions?per_page=3", {
      token: DEMO_TOKEN,
    });
    expect(json.data.pagination).toEqual({ page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(json.data.items[0]).toMatchObject({ type: "share_out", amount: -10.5, balance_after: 1234.5 });
  });

  it("adds credit", async () => {
    const { json } = await call<Operation>("POST", "/api/wallet/add-credit", {
      token: DEMO_TOKEN,
      headers: moveKey(),
      body: { amount: 100.25, payment_method: "card" },
    });
    expect(json.data).toMatchObject({ balance: 1334.75, transaction: { type: "deposit", amount: 100.25, status: "completed" } });
    expect(await balance()).toBe("1,334.75");
  });

  it.each([
    [9.99, "amount"],
    [10_000.01, "amount"],
    [10.001, "amount"],
  ])("refuses to add %d AED", async (amount, field) => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/wallet/add-credit", {
      token: DEMO_TOKEN,
      headers: moveKey(),
      body: { amount, payment_method: "card" },
    });
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toEqual([field]);
  });

  it("shares credit with another user's phone", async () => {
    const { json } = await call<Operation>("POST", "/api/wallet/share-credit", {
      token: DEMO_TOKEN,
      headers: moveKey(),
      body: { calling_code: "+971", phone: "509876543", amount: 34.5 },
    });
    expect(json.data.balance).toBe(1200);
    const login = await call<Schemas["SessionResponse"]>("POST", "/api/auth/login", {
      body: { calling_code: "+971", phone: "509876543", password: "Sara@1234" },
    });
    expect(await balance(login.json.data.access_token)).toBe("84.50");
  });

  it.each([
    ["an unknown phone", { calling_code: "+971", phone: "500000000", amount: 10 }, 404],
    ["one's own phone", { calling_code: "+971", phone: "501234567", amount: 10 }, 422],
    ["more than the balance", { calling_code: "+971", phone: "509876543", amount: 5000 }, 402],
  ])("refuses to share with %s", async (_case, body, status) => {
    expect((await call("POST", "/api/wallet/share-credit", { token: DEMO_TOKEN, headers: moveKey(), body })).status).toBe(status);
  });

  it("books withdrawals as pending and takes them off the balance at once", async () => {
    const card = await call<Operation>("POST", "/api/wallet/withdraw", {
      token: DEMO_TOKEN,
      headers: moveKey(),
      body: { amount: 34.5 },
    });
    expect(card.json.data.transaction).toMatchObject({ type: "withdrawal", status: "pending", amount: -34.5 });
    const bank = await call<Operation>("POST", "/api/wallet/bank-withdrawal", {
      token: DEMO_TOKEN,
      headers: moveKey(),
      body: { amount: 200, iban: "AE070331234567890123456", account_holder_name: "Demo Player" },
    });
    expect(bank.json.data).toMatchObject({ balance: 1000, transaction: { type: "bank_withdrawal", status: "pending" } });
  });

  it("refuses a bank withdrawal to an IBAN with a wrong checksum", async () => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/wallet/bank-withdrawal", {
      token: DEMO_TOKEN,
      headers: moveKey(),
      body: { amount: 20, iban: "AE070331234567890123457", account_holder_name: "Demo Player" },
    });
    expect(status).toBe(422);
    expect(json.errors["iban"]).toEqual(["The IBAN is not valid."]);
  });
});

/** docs/sandbox.md "Idempotent money moves": a repeated Idempotency-Key answers the first answer and moves money once. */
describe("wallet money moves under an Idempotency-Key", () => {
  const moves: ReadonlyArray<[string, string, Record<string, unknown>, string]> = [
    ["add credit", "/api/wallet/add-credit", { amount: 40, payment_method: "card" }, "1,274.50"],
    ["share credit", "/api/wallet/share-credit", { calling_code: "+971", phone: "509876543", amount: 40 }, "1,194.50"],
    ["withdraw", "/api/wallet/withdraw", { amount: 40 }, "1,194.50"],
    [
      "bank withdrawal",
      "/api/wallet/bank-withdrawal",
      { amount: 40, iban: "AE070331234567890123456", account_holder_name: "Demo Player" },
      "1,194.50",
    ],
  ];

  it.each(moves)(
    "%s: the same key twice answers the first answer again and moves the money once",
    async (_move, path, body, after) => {
      const headers = { "Idempotency-Key": "retry-key-0001" };
      const first = await call<Operation>("POST", path, { token: DEMO_TOKEN, headers, body });
      const again = await call<Operation>("POST", path, { token: DEMO_TOKEN, headers, body: { ...body } });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await balance()).toBe(after);
      const history = await call<Schemas["WalletTransactionsResponse"]>("GET", "/api/wallet/transactions?per_page=100", {
        token: DEMO_TOKEN,
      });
      expect(history.json.data.items.filter((item) => item.id === first.json.data.transaction.id)).toHaveLength(1);
    },
  );

  it.each(moves)("%s: a new key is a new move", async (_move, path, body) => {
    await call("POST", path, { token: DEMO_TOKEN, headers: moveKey(), body });
    const second = await call<Operation>("POST", path, { token: DEMO_TOKEN, headers: moveKey(), body });
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
  });

  it.each<[string, Record<string, string>]>([
    ["without a key", {}],
    ["with a key too short", { "Idempotency-Key": "short" }],
    ["with a key of other characters", { "Idempotency-Key": "key with spaces" }],
  ])("refuses a move %s (422), moving nothing", async (_case, headers) => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/wallet/withdraw", {
      token: DEMO_TOKEN,
      headers,
      body: { amount: 40 },
    });
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toEqual(["Idempotency-Key"]);
    expect(await balance()).toBe("1,234.50");
  });

  it("refuses the same key with another request (422) and moves nothing more", async () => {
    const headers = { "Idempotency-Key": "reused-key-0001" };
    expect((await call("POST", "/api/wallet/withdraw", { token: DEMO_TOKEN, headers, body: { amount: 40 } })).status).toBe(200);
    const other = await call<Schemas["ValidationError"]>("POST", "/api/wallet/withdraw", {
      token: DEMO_TOKEN,
      headers,
      body: { amount: 50 },
    });
    expect(other.status).toBe(422);
    expect(other.json.errors["Idempotency-Key"]).toEqual(["This Idempotency-Key was used for another request."]);
    expect(await balance()).toBe("1,194.50");
  });

  it("does not keep a refusal: once the reason is gone, the same key moves the money", async () => {
    const headers = { "Idempotency-Key": "after-topup-0001" };
    const refused = await call("POST", "/api/wallet/withdraw", { token: DEMO_TOKEN, headers, body: { amount: 2_000 } });
    expect(refused.status).toBe(402);
    await call("POST", "/api/wallet/add-credit", {
      token: DEMO_TOKEN,
      headers: moveKey(),
      body: { amount: 1_000, payment_method: "card" },
    });
    const done = await call<Operation>("POST", "/api/wallet/withdraw", { token: DEMO_TOKEN, headers, body: { amount: 2_000 } });
    expect(done.status).toBe(200);
    expect(await balance()).toBe("234.50");
  });

  it("keeps keys per user: another user's same key is their own move", async () => {
    const headers = { "Idempotency-Key": "shared-key-0001" };
    await call("POST", "/api/wallet/withdraw", { token: DEMO_TOKEN, headers, body: { amount: 10 } });
    const login = await call<Schemas["SessionResponse"]>("POST", "/api/auth/login", {
      body: { calling_code: "+971", phone: "509876543", password: "Sara@1234" },
    });
    const theirs = await call<Operation>("POST", "/api/wallet/withdraw", {
      token: login.json.data.access_token,
      headers,
      body: { amount: 10 },
    });
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await balance(login.json.data.access_token)).toBe("40.00");
  });
});
