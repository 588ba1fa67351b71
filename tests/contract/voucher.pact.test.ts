import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { FixedClock } from "../unit/fakes/fixed-clock";
import { failureOf, isoDateTime, lottoApiPact, lottoClient, signedInJson, successOf, type MockServer } from "./pact-harness";
import { States } from "./provider-states";

const { like, integer, eachLike } = MatchersV3;
const pact = lottoApiPact();
const redeem = (server: MockServer, code: string) =>
  new OpenApiVoucherGateway(lottoClient(server), new FixedClock(), { serverTimeZone: "UTC" }).redeem({ code, discount: false });
const redeemRequest = (code: string) => ({ code, discount: false });

describe("lotto-api: vouchers (SPEC §7, §8)", () => {
  it.each([
    ["SAVE10 (10.00 off)", States.voucherAmount("SAVE10", "10.00"), "SAVE10", false, 10],
    ["WELCOME20 (20 percent off)", States.voucherPercent("WELCOME20", 20), "WELCOME20", true, 20],
  ])("POST /api/voucher/used with %s", async (_name, state, code, discount, amount) => {
    await pact
      .addInteraction()
      .given(...state)
      .uponReceiving(`a request to redeem voucher ${code}`)
      .withRequest("POST", "/api/voucher/used", (request) => request.headers(signedInJson).jsonBody(redeemRequest(code)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: integer(200),
          data: { message: like("Voucher applied."), discount, amount: like(amount), code },
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await redeem(server, code))).toMatchObject({
          _tag: "VoucherRedeemed",
          voucher: { code, isDiscount: discount },
        });
      });
  });

  it("POST /api/voucher/used with an unknown code answers 400 with the server's message", async () => {
    await pact
      .addInteraction()
      .given(...States.noVoucher("NOPE123"))
      .uponReceiving("a request to redeem an unknown voucher code")
      .withRequest("POST", "/api/voucher/used", (request) => request.headers(signedInJson).jsonBody(redeemRequest("NOPE123")))
      .willRespondWith(400, (response) =>
        response.jsonBody({ status: 400, message: like("Invalid voucher code."), remaining_attempts: integer(2) }),
      )
      .executeTest(async (server) => {
        expect(successOf(await redeem(server, "NOPE123"))).toEqual({ _tag: "VoucherRejected", message: "Invalid voucher code." });
      });
  });

  it.each([
    [1, "10m"],
    [2, "1d"],
  ] as const)(
    "POST /api/voucher/used while banned with attempt type %s answers 429 with attempt_type and banned_until",
    async (attemptType, duration) => {
      await pact
        .addInteraction()
        .given(...States.voucherBan("BANNED", attemptType))
        .uponReceiving(`a request to redeem a voucher while banned (attempt type ${attemptType})`)
        .withRequest("POST", "/api/voucher/used", (request) => request.headers(signedInJson).jsonBody(redeemRequest("BANNED")))
        .willRespondWith(429, (response) =>
          response.jsonBody({
            status: 429,
            message: like("Too many failed attempts."),
            attempt_type: attemptType,
            banned_until: isoDateTime("2025-01-15T12:10:00.000Z"),
          }),
        )
        .executeTest(async (server) => {
          expect(successOf(await redeem(server, "BANNED"))).toMatchObject({ _tag: "VoucherBanned", duration });
        });
    },
  );

  it("POST /api/voucher/used without a code answers 422 with field errors", async () => {
    await pact
      .addInteraction()
      .given(...States.player())
      .uponReceiving("a request to redeem an empty voucher code")
      .withRequest("POST", "/api/voucher/used", (request) => request.headers(signedInJson).jsonBody(redeemRequest("")))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          status: 422,
          message: like("The given data was invalid."),
          errors: { code: eachLike("The voucher code is required.") },
        }),
      )
      .executeTest(async (server) => {
        expect(failureOf(await redeem(server, ""))).toMatchObject({
          _tag: "ValidationFailed",
          fieldErrors: { code: [expect.any(String)] },
        });
      });
  });
});
