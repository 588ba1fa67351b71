import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { OpenApiWallet } from "@/adapters/http/wallet/openapi-wallet";
import { fils } from "@/domain/money/money";
import {
  bearer,
  failureOf,
  isoDateTime,
  lottoApiPact,
  lottoClient,
  signedInJson,
  successOf,
  type MockServer,
} from "./pact-harness";
import { States } from "./provider-states";

const { like, integer, eachLike, regex } = MatchersV3;
const pact = lottoApiPact();
const wallet = (server: MockServer) => new OpenApiWallet(lottoClient(server));

/**
 * openapi IdempotencyKey: every money move carries one (a UUID from the shop); the provider
 * answers a repeated key with the first answer and moves the money once (docs/contracts.md).
 */
const EXAMPLE_KEY = "3f0c9a52-5d7e-4b8e-9a51-0c2f1d3e4b6a";
const moveHeaders = { ...signedInJson, "Idempotency-Key": regex(/^[A-Za-z0-9-]{8,128}$/, EXAMPLE_KEY) };
const idempotencyKey = EXAMPLE_KEY;

/** openapi/lotto-api.yaml WalletTransaction. */
const movement = (type: string, amount: number, status: string) => ({
  id: like("wtx-101"),
  type,
  amount: like(amount),
  balance_after: like(1_224.5),
  description: like("Wallet movement"),
  status,
  created_at: isoDateTime("2025-01-15T12:00:00.000Z"),
});

const operation = (type: string, amount: number, status = "completed") => ({
  status: integer(200),
  message: like("Done."),
  data: { transaction: movement(type, amount, status), balance: like(1_224.5) },
});

describe("lotto-api: wallet (SPEC §1 wallet; docs/api-design.md)", () => {
  it("GET /api/wallet/transactions?page=1&per_page=20", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a request for the first page of wallet movements")
      .withRequest("GET", "/api/wallet/transactions", (request) => request.headers(bearer).query({ page: "1", per_page: "20" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: {
            items: eachLike({ ...movement("deposit", 1_000, "completed"), type: like("deposit"), status: like("completed") }),
            pagination: { page: 1, per_page: 20, total: integer(4), last_page: integer(1) },
          },
        }),
      )
      .executeTest(async (server) => {
        const page = successOf(await wallet(server).transactions({ page: 1, perPage: 20 }));
        expect(page.items[0]?.amount).toBe(100_000);
      });
  });

  it("POST /api/wallet/add-credit", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a request to add credit by card")
      .withRequest("POST", "/api/wallet/add-credit", (request) =>
        request.headers(moveHeaders).jsonBody({ amount: 25.5, payment_method: "card" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(operation("deposit", 25.5)))
      .executeTest(async (server) => {
        const credited = successOf(
          await wallet(server).addCredit({ amount: fils(2_550), paymentMethod: "card", idempotencyKey }),
        );
        expect(credited.transaction.amount).toBe(2_550);
      });
  });

  it("POST /api/wallet/share-credit to another user's phone", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .given(...States.otherPlayer("509876543"))
      .uponReceiving("a request to share credit with a registered phone")
      .withRequest("POST", "/api/wallet/share-credit", (request) =>
        request.headers(moveHeaders).jsonBody({ calling_code: "+971", phone: "509876543", amount: 10, note: "gift" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(operation("share_out", -10)))
      .executeTest(async (server) => {
        const shared = successOf(
          await wallet(server).shareCredit({
            callingCode: "+971",
            phone: "509876543",
            amount: fils(1_000),
            note: "gift",
            idempotencyKey,
          }),
        );
        expect(shared.transaction).toMatchObject({ type: "share_out", amount: -1_000 });
      });
  });

  it("POST /api/wallet/withdraw", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a request to withdraw to the card")
      .withRequest("POST", "/api/wallet/withdraw", (request) => request.headers(moveHeaders).jsonBody({ amount: 10 }))
      .willRespondWith(200, (response) => response.jsonBody(operation("withdrawal", -10, "pending")))
      .executeTest(async (server) => {
        expect(successOf(await wallet(server).withdraw({ amount: fils(1_000), idempotencyKey })).transaction.status).toBe(
          "pending",
        );
      });
  });

  it("POST /api/wallet/bank-withdrawal", async () => {
    const body = { amount: 10, iban: "AE070331234567890123456", account_holder_name: "Demo Player", bank_name: "Sandbox Bank" };
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a request to withdraw to a bank account")
      .withRequest("POST", "/api/wallet/bank-withdrawal", (request) => request.headers(moveHeaders).jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody(operation("bank_withdrawal", -10, "pending")))
      .executeTest(async (server) => {
        const request = {
          amount: fils(1_000),
          iban: body.iban,
          accountHolderName: "Demo Player",
          bankName: "Sandbox Bank",
          idempotencyKey,
        };
        expect(successOf(await wallet(server).bankWithdrawal(request)).transaction.type).toBe("bank_withdrawal");
      });
  });

  it("POST /api/wallet/withdraw beyond the balance is refused insufficient_balance", async () => {
    await pact
      .addInteraction()
      .given(...States.player("5.00"))
      .uponReceiving("a request to withdraw more than the balance")
      .withRequest("POST", "/api/wallet/withdraw", (request) => request.headers(moveHeaders).jsonBody({ amount: 10 }))
      .willRespondWith(402, (response) =>
        response.jsonBody({ status: 402, message: like("Your balance is too low."), code: "insufficient_balance" }),
      )
      .executeTest(async (server) => {
        expect(failureOf(await wallet(server).withdraw({ amount: fils(1_000), idempotencyKey }))).toMatchObject({
          _tag: "Refused",
          code: "insufficient_balance",
        });
      });
  });
});
