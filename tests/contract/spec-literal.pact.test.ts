import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { OpenApiAnalytics } from "@/adapters/http/tracking/openapi-analytics";
import { OpenApiSeo } from "@/adapters/http/tracking/openapi-seo";
import { FixedClock } from "../unit/fakes/fixed-clock";
import {
  bearer,
  gameClient,
  isoDateTime,
  lottoApiPact,
  lottoClient,
  signedInJson,
  successOf,
  type MockServer,
} from "./pact-harness";
import { SPEC_SHAPE, States, type ProviderState } from "./provider-states";

/**
 * The SPEC §7 calls answered exactly as SPEC §7 words them, with no envelope fields (the sandbox's
 * SPEC-literal shape, docs/sandbox.md): the shop must read both these and the documented envelope
 * (the other files). The cart's are in cart.pact.test.ts. Each state carries `shape: "spec"`.
 */
const { like, integer, eachLike } = MatchersV3;
const pact = lottoApiPact();
const spec = ([name, params]: ProviderState): ProviderState => [name, { ...params, ...SPEC_SHAPE }];
const voucherGateway = (server: MockServer) =>
  new OpenApiVoucherGateway(lottoClient(server), new FixedClock(), { serverTimeZone: "UTC" });

describe("SPEC §7 answers in their literal shape", () => {
  it("GET /api/user/balance answers {data: {total}}", async () => {
    await pact
      .addInteraction()
      .given(...spec(States.player("1,234.50")))
      .uponReceiving("a request for the balance, answered with data.total alone")
      .withRequest("GET", "/api/user/balance", (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { total: MatchersV3.regex(/^-?\d{1,3}(,\d{3})*\.\d{2}$/, "1,234.50") } }),
      )
      .executeTest(async (server) => {
        expect(successOf(await new OpenApiBalance(lottoClient(server)).balance())).toBe(123_450);
      });
  });

  it("GET /api/seo/{path}?locale=ar answers {data: {title, description}} in the page's language", async () => {
    await pact
      .addInteraction()
      .given(...spec(States.contentPublished()))
      .uponReceiving("a request for the Arabic metadata of a known page, answered with data alone")
      .withRequest("GET", `/api/seo/${encodeURIComponent("/faq")}`, (request) => request.query({ locale: "ar" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { title: like("الأسئلة الشائعة – Lotto Shop"), description: like("إجابات.") } }),
      )
      .executeTest(async (server) => {
        expect(successOf(await new OpenApiSeo(lottoClient(server, undefined)).metadata("/faq", "ar")).title).toBe(
          "الأسئلة الشائعة – Lotto Shop",
        );
      });
  });

  it("GET /api/lotto/lottoGames answers {data: [SPEC §3 Game fields only]}", async () => {
    const game = {
      game_id: integer(1),
      game_slug: like("lucky-day"),
      event_id: integer(100_001),
      draw_date: isoDateTime("2025-01-17T20:00:00+04:00"),
      cutoff: isoDateTime("2025-01-17T19:00:00+04:00"),
      price: like(35),
      double_jackpot_price: like(10),
      secure_jackpot_price: like(5),
      estimated_jackpot: like(1_000_000),
      parent_setup: eachLike({ picks: integer(6), ballset: { min: integer(1), max: integer(44) } }),
    };
    await pact
      .addInteraction()
      .given(...spec(States.gamesOnSale("lucky-day")))
      .uponReceiving("a request for the games on sale, answered with the SPEC §3 fields alone")
      .withRequest("GET", "/api/lotto/lottoGames", (request) => request.query({ limit: "4" }))
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(game) }))
      .executeTest(async (server) => {
        const catalog = new OpenApiGameCatalog(
          lottoClient(server, undefined),
          new FixedLottoResultsClient(gameClient({ url: "http://127.0.0.1:9" }), { account: "lotto-web", currency: "AED" }),
        );
        const answer = await catalog.listGames(4);
        expect(Result.isSuccess(answer) && answer.success[0]?.gameSlug).toBe("lucky-day");
      });
  });

  it("POST /api/voucher/used answers 200 {data: {message, discount, amount}}", async () => {
    await pact
      .addInteraction()
      .given(...spec(States.voucherAmount("SAVE10", "10.00")))
      .uponReceiving("a request to redeem voucher SAVE10, answered with data alone")
      .withRequest("POST", "/api/voucher/used", (request) =>
        request.headers(signedInJson).jsonBody({ code: "SAVE10", discount: false }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { message: like("Voucher applied."), discount: false, amount: like(10) } }),
      )
      .executeTest(async (server) => {
        expect(successOf(await voucherGateway(server).redeem({ code: "SAVE10", discount: false }))).toMatchObject({
          _tag: "VoucherRedeemed",
        });
      });
  });

  it("POST /api/voucher/used while banned answers {message, attempt_type, banned_until} (SPEC §8)", async () => {
    await pact
      .addInteraction()
      .given(...spec(States.voucherBan("BANNED", 2)))
      .uponReceiving("a request to redeem a voucher while banned for a day, answered with the SPEC §7 failure fields alone")
      .withRequest("POST", "/api/voucher/used", (request) =>
        request.headers(signedInJson).jsonBody({ code: "BANNED", discount: false }),
      )
      .willRespondWith(429, (response) =>
        response.jsonBody({
          message: like("Too many failed attempts."),
          attempt_type: 2,
          banned_until: isoDateTime("2025-01-16T12:00:00.000Z"),
        }),
      )
      .executeTest(async (server) => {
        expect(successOf(await voucherGateway(server).redeem({ code: "BANNED", discount: false }))).toMatchObject({
          _tag: "VoucherBanned",
          duration: "1d",
        });
      });
  });

  it("POST /api/voucher/used with an unknown code answers {message}: the server's message is shown (SPEC §8)", async () => {
    await pact
      .addInteraction()
      .given(...spec(States.noVoucher("NOPE123")))
      .uponReceiving("a request to redeem an unknown voucher code, answered with the message alone")
      .withRequest("POST", "/api/voucher/used", (request) =>
        request.headers(signedInJson).jsonBody({ code: "NOPE123", discount: false }),
      )
      .willRespondWith(400, (response) => response.jsonBody({ message: like("Invalid voucher code.") }))
      .executeTest(async (server) => {
        expect(successOf(await voucherGateway(server).redeem({ code: "NOPE123", discount: false }))).toEqual({
          _tag: "VoucherRejected",
          message: "Invalid voucher code.",
        });
      });
  });

  it.each([
    [
      "POST /api/meta-conversion/add-event",
      "a page view conversion event",
      { event_name: "PageView", event_source_url: "https://shop.example/faq", custom_data: {} },
    ],
    ["POST /api/touch-point/visit", "a touch-point visit", { utm_data: {} }],
  ])("%s answers {} (SPEC §7: not shown)", async (call, what, body) => {
    const path = call.split(" ")[1] ?? "";
    await pact
      .addInteraction()
      .given(...spec(States.player()))
      .uponReceiving(`${what}, answered with an empty object`)
      .withRequest("POST", path, (request) => request.headers(signedInJson).jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody({}))
      .executeTest(async (server) => {
        const analytics = new OpenApiAnalytics(lottoClient(server));
        successOf(
          await (path.includes("touch-point")
            ? analytics.touchPointVisit({})
            : analytics.pageView({ url: "https://shop.example/faq" })),
        );
      });
  });
});
