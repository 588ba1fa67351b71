import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { OpenApiPaymentGateway } from "@/adapters/http/checkout/openapi-payment-gateway";
import { OpenApiWeeklyLimit } from "@/adapters/http/checkout/openapi-weekly-limit";
import { cartItem } from "../unit/adapters/http/cart-fixtures";
import {
  bearer,
  failureOf,
  injected,
  isoDateTime,
  jsonBody,
  lottoApiPact,
  lottoClient,
  signedInJson,
  successOf,
  type MockServer,
} from "./pact-harness";
import { States } from "./provider-states";

const { like, integer, regex } = MatchersV3;
const pact = lottoApiPact();

/** SPEC §3: the balance is text with thousands commas. */
const balanceText = (example: string) => regex(/^-?\d{1,3}(,\d{3})*\.\d{2}$/, example);

describe("lotto-api: balance and weekly limit (SPEC §7)", () => {
  it("GET /api/user/balance reads data.total", async () => {
    await pact
      .addInteraction()
      .given(...States.player("1,234.50"))
      .uponReceiving("a request for the balance")
      .withRequest("GET", "/api/user/balance", (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: integer(200), data: { total: balanceText("1,234.50"), currency: like("AED") } }),
      )
      .executeTest(async (server) => {
        expect(successOf(await new OpenApiBalance(lottoClient(server)).balance())).toBe(123_450);
      });
  });

  it.each([
    [45, true],
    [0, false],
  ])("POST /api/user/limit-game-per-week with %s tickets left", async (remaining, allowed) => {
    await pact
      .addInteraction()
      .given(...States.ticketsLeft(remaining))
      .uponReceiving(`a weekly limit check that is ${allowed ? "allowed" : "refused"}`)
      .withRequest("POST", "/api/user/limit-game-per-week", (request) =>
        request.headers(signedInJson).jsonBody({ user_id: injected("userId", 1), quantity: 3 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: { allowed, remaining: allowed ? integer(remaining) : 0, limit: integer(50) },
        }),
      )
      .executeTest(async (server) => {
        const limit = successOf(await new OpenApiWeeklyLimit(lottoClient(server)).check({ userId: 1, quantity: 3 }));
        expect(limit.allowed).toBe(allowed);
      });
  });
});

/** A purchase of one Lucky Day entry for the draw on sale (the provider names its event id). */
const item = cartItem({ eventId: 100_001 });
const purchaseBody = (key: string) => ({
  items: [
    {
      game_slug: "lucky-day",
      event_id: injected("eventId", 100_001),
      bets: [[3, 9, 12, 19, 24, 31, 7]],
      draws: 1,
      double_jackpot: false,
      secure_jackpot: false,
      is_recurring: true,
    },
  ],
  payment_method: "balance",
  idempotency_key: key,
});
const transact = (server: MockServer, key: string) =>
  new OpenApiPaymentGateway(lottoClient(server)).transact({ items: [item], idempotencyKey: key });

describe("lotto-api: purchase (SPEC §1, §7)", () => {
  it("POST /api/lotto/transact pays from the balance", async () => {
    await pact
      .addInteraction()
      .given(...States.player("1,234.50"))
      .uponReceiving("a request to buy one entry from the balance")
      .withRequest("POST", "/api/lotto/transact", (request) =>
        request.headers(signedInJson).jsonBody(purchaseBody("checkout-0001")),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: {
            transaction_id: like("txn-101"),
            tickets_purchased: integer(1),
            amount_paid: like(35),
            voucher_amount: like(0),
            balance: like(1_199.5),
            created_at: isoDateTime("2025-01-15T12:00:00.000Z"),
          },
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await transact(server, "checkout-0001"))).toMatchObject({ ticketsPurchased: 1, amountPaid: 3_500 });
      });
  });

  it("POST /api/lotto/transact with voucher SAVE10", async () => {
    await pact
      .addInteraction()
      .given(...States.player("1,234.50"))
      .uponReceiving("a request to buy one entry with a voucher")
      .withRequest("POST", "/api/lotto/transact", (request) =>
        request.headers(signedInJson).jsonBody({ ...purchaseBody("checkout-0004"), voucher_code: "SAVE10" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: {
            transaction_id: like("txn-101"),
            tickets_purchased: integer(1),
            amount_paid: like(25),
            voucher_amount: like(10),
            balance: like(1_209.5),
            created_at: isoDateTime("2025-01-15T12:00:00.000Z"),
          },
        }),
      )
      .executeTest(async (server) => {
        const gateway = new OpenApiPaymentGateway(lottoClient(server));
        const receipt = successOf(
          await gateway.transact({ items: [item], voucherCode: "SAVE10", idempotencyKey: "checkout-0004" }),
        );
        expect(receipt.voucherAmount).toBe(1_000);
      });
  });

  it.each([
    ["a balance of 0.00", States.player("0.00"), 402, "insufficient_balance"],
    ["no tickets left this week", States.ticketsLeft(0), 403, "weekly_limit_reached"],
  ])("POST /api/lotto/transact with %s is refused", async (_name, state, status, code) => {
    await pact
      .addInteraction()
      .given(...state)
      .uponReceiving(`a request to buy an entry that is refused with ${code}`)
      .withRequest("POST", "/api/lotto/transact", (request) =>
        request.headers(signedInJson).jsonBody(purchaseBody("checkout-0002")),
      )
      .willRespondWith(status, (response) => response.jsonBody({ status, message: like("Refused."), code }))
      .executeTest(async (server) => {
        expect(failureOf(await transact(server, "checkout-0002"))).toMatchObject({ _tag: "Refused", status, code });
      });
  });

  it("POST /api/lotto/transact for a draw past its cutoff is refused draw_closed", async () => {
    const closed = cartItem({ eventId: 100_000 });
    const body = { ...purchaseBody("checkout-0003"), items: [{ ...purchaseBody("").items[0], event_id: 100_000 }] };
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a request to buy an entry for a closed draw")
      .withRequest("POST", "/api/lotto/transact", (request) => request.headers(signedInJson).jsonBody(body))
      .willRespondWith(409, (response) =>
        response.jsonBody({ status: 409, message: like("Sales are closed."), code: "draw_closed" }),
      )
      .executeTest(async (server) => {
        const answer = await new OpenApiPaymentGateway(lottoClient(server)).transact({
          items: [closed],
          idempotencyKey: "checkout-0003",
        });
        expect(failureOf(answer)).toMatchObject({ _tag: "Refused", code: "draw_closed" });
      });
  });
});

describe("lotto-api: certificate generation (SPEC §7)", () => {
  it.each([
    [0, true],
    [3, false],
  ])("POST /api/common/is-certificate-generation-completed for a certificate %s polls from done", async (polls, completed) => {
    await pact
      .addInteraction()
      .given(...States.certificate(polls))
      .uponReceiving(`a poll for a certificate that is ${completed ? "ready" : "not ready yet"}`)
      .withRequest("POST", "/api/common/is-certificate-generation-completed", (request) =>
        request.headers(jsonBody).jsonBody({ code: injected("certificateCode", "CERT-1") }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: {
            code: injected("certificateCode", "CERT-1"),
            completed,
            certificate_url: completed ? like("https://certificates.example/CERT-1.pdf") : null,
          },
        }),
      )
      .executeTest(async (server) => {
        const generation = successOf(
          await new OpenApiPaymentGateway(lottoClient(server, undefined)).certificateGeneration("CERT-1"),
        );
        expect(generation.completed).toBe(completed);
      });
  });
});
