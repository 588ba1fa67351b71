import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OpenApiCartRepository } from "@/adapters/http/cart/openapi-cart-repository";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { OpenApiAnalytics } from "@/adapters/http/tracking/openapi-analytics";
import { OpenApiSeo } from "@/adapters/http/tracking/openapi-seo";
import { fils } from "@/domain/money/money";
import { applyProviderState } from "@mocks/provider-states";
import { SANDBOX_SHAPES, setSandboxShape, type SandboxShape } from "@mocks/state";
import { FixedClock } from "../../fakes/fixed-clock";
import { cartItem, cartItemJson } from "./cart-fixtures";
import { API_BASE, failure, gameClient, lottoClient, success, useSandbox } from "./sandbox-harness";

/**
 * Issue 11 point 0: every SPEC §7 call the shop reads works against both sandbox shapes
 * (docs/sandbox.md): the full envelope and the SPEC-literal wording (`{"cart_data": "[]"}`, `{}`).
 */
const server = useSandbox();
afterEach(() => setSandboxShape("full"));

const cart = (token?: string) => new OpenApiCartRepository(lottoClient(token));
const analytics = () => new OpenApiAnalytics(lottoClient());
const vouchers = () =>
  new OpenApiVoucherGateway(lottoClient(), new FixedClock("2025-01-15T12:00:00Z"), { serverTimeZone: "Asia/Dubai" });
const catalog = () =>
  new OpenApiGameCatalog(
    lottoClient(undefined),
    new FixedLottoResultsClient(gameClient(), { account: "lotto-web", currency: "AED" }),
  );

describe.each(SANDBOX_SHAPES)("SPEC §7 calls against the sandbox answering in its %s shape", (shape: SandboxShape) => {
  beforeEach(() => setSandboxShape(shape));

  it("GET /api/carts: an empty cart, then the saved one, then none after delete", async () => {
    expect(success(await cart().fetch())).toEqual({ items: [], unreadableLines: [] });
    const items = [cartItem()];
    success(await cart().save({ items, unreadableLines: [], amount: fils(3_500) }));
    expect(success(await cart().fetch())).toEqual({ items, unreadableLines: [] });
    success(await cart().delete());
    expect(success(await cart().fetch())).toEqual({ items: [], unreadableLines: [] });
  });

  it("GET /api/carts reads a cart the server already holds (provider state)", async () => {
    applyProviderState("the cart of the signed-in user holds one entry", { shape });
    expect(success(await cart().fetch()).items.map((item) => item.gameSlug)).toEqual(["lucky-day"]);
  });

  it("add-event and touch-point succeed", async () => {
    success(await analytics().pageView({ url: "https://shop.test/faq" }));
    success(await analytics().touchPointVisit({ utm_source: "news" }));
  });

  it("GET /api/user/balance reads data.total", async () => {
    expect(success(await new OpenApiBalance(lottoClient()).balance())).toBe(123_450);
  });

  it("GET /api/seo/{path} reads data.title and data.description", async () => {
    expect(success(await new OpenApiSeo(lottoClient(undefined)).metadata("/faq", "en"))).toEqual({
      title: "FAQ – Lotto Shop",
      description: "Answers about playing, payments, vouchers and your account.",
    });
  });

  it("GET /api/lotto/lottoGames reads the games in data", async () => {
    const games = success(await catalog().listGames());
    expect(games.length).toBeGreaterThan(0);
    expect(games.map((game) => game.gameSlug)).toContain("lucky-day");
  });

  it("POST fixed-standard-lotto/results reads the games' draws in data, named even without a name", async () => {
    const results = success(await catalog().results());
    const luckyDay = results.find((game) => game.gameSlug === "lucky-day");
    expect(luckyDay?.name).toBe(shape === "spec" ? "Lucky Day" : "Lucky Day 6 + 1");
    expect(luckyDay?.results.length).toBeGreaterThan(0);
    expect(luckyDay?.results[0]).toMatchObject({ currency: "AED", numbers: expect.any(Array), jackpot: expect.any(Number) });
  });

  it("POST /api/voucher/used: redeemed, rejected and banned", async () => {
    expect(success(await vouchers().redeem({ code: "SAVE10", discount: false }))).toMatchObject({
      _tag: "VoucherRedeemed",
      voucher: { code: "SAVE10", isDiscount: false, amount: 1_000 },
    });
    expect(success(await vouchers().redeem({ code: "NOPE", discount: false }))).toEqual({
      _tag: "VoucherRejected",
      message: "Invalid voucher code.",
    });
    await vouchers().redeem({ code: "NOPE", discount: false });
    expect(success(await vouchers().redeem({ code: "NOPE", discount: false }))).toMatchObject({
      _tag: "VoucherBanned",
      duration: "10m",
    });
  });
});

describe("GET /api/carts: cart_data wherever SPEC §7 allows it, extras ignored", () => {
  const stored = JSON.stringify([cartItemJson()]);
  it.each([
    ["at the top level, alone (SPEC §7 wording)", { cart_data: stored }],
    ["at the top level, with unknown fields", { cart_data: stored, owner: 7, updated: null }],
    ["inside data without status or message", { data: { cart_data: stored } }],
    ["inside data with the full envelope", { status: 200, message: "OK", data: { cart_data: stored, items: 1, amount: 35 } }],
  ])("reads cart_data %s", async (_where, body) => {
    server.use(http.get(`${API_BASE}/api/carts`, () => HttpResponse.json(body)));
    expect(success(await cart().fetch())).toEqual({ items: [cartItem()], unreadableLines: [] });
  });

  it.each([
    ["no cart_data at all", {}],
    ["cart_data that is not text", { cart_data: [] }],
    ["cart_data that is not JSON", { cart_data: "[{" }],
  ])("answers DecodeError for %s", async (_case, body) => {
    server.use(http.get(`${API_BASE}/api/carts`, () => HttpResponse.json(body)));
    expect(failure(await cart().fetch())).toMatchObject({ _tag: "DecodeError", message: expect.any(String) });
  });
});

describe("answers SPEC §7 does not show are read by their status only", () => {
  const calls = [
    [
      "POST /api/carts/save",
      "post",
      "/api/carts/save",
      () => cart().save({ items: [cartItem()], unreadableLines: [], amount: fils(3_500) }),
    ],
    ["DELETE /api/carts/delete", "delete", "/api/carts/delete", () => cart().delete()],
    [
      "POST /api/meta-conversion/add-event",
      "post",
      "/api/meta-conversion/add-event",
      () => analytics().pageView({ url: "https://shop.test/" }),
    ],
    ["POST /api/touch-point/visit", "post", "/api/touch-point/visit", () => analytics().touchPointVisit({ utm_source: "news" })],
  ] as const;
  const cases = calls.flatMap(([name, method, path, run]) =>
    (
      [
        ["{}", () => HttpResponse.json({})],
        ["an empty body", () => new HttpResponse(null, { status: 200 })],
        ["text that is not JSON", () => HttpResponse.text("OK")],
        ["an unrelated object", () => HttpResponse.json({ ok: true, data: [1, 2] })],
        ["204 No Content", () => new HttpResponse(null, { status: 204 })],
      ] as const
    ).map(([answer, respond]) => [name, answer, method, path, run, respond] as const),
  );

  it.each(cases)("%s answering %s is a success", async (_name, _answer, method, path, run, respond) => {
    server.use(http[method](`${API_BASE}${path}`, respond));
    expect(success(await run())).toBeUndefined();
  });

  it.each(calls)("%s with status 401 in the body (HTTP 200) is Unauthorized (SPEC §8)", async (_name, method, path, run) => {
    server.use(http[method](`${API_BASE}${path}`, () => HttpResponse.json({ status: 401, message: "unauthorized" })));
    expect(failure(await run())).toMatchObject({ _tag: "Unauthorized", logout: true });
  });

  it.each(calls)("%s answering HTTP 500 is a ServerMessage", async (_name, method, path, run) => {
    server.use(http[method](`${API_BASE}${path}`, () => HttpResponse.json({ message: "Down for maintenance" }, { status: 500 })));
    expect(failure(await run())).toMatchObject({ _tag: "ServerMessage", status: 500, message: "Down for maintenance" });
  });
});

describe("POST fixed-standard-lotto/results: data alone, name and currency may be left out", () => {
  const draw = {
    draw_id: "d-1",
    event_id: 7,
    draw_date: "2025-01-11T20:00:00+04:00",
    numbers: [3, 9, 14, 22, 31, 40],
    bonus_numbers: [7],
    jackpot: 1_000,
  };
  const game = { game_id: 1, game_slug: "lucky-day", results: [draw] };
  it.each([
    ["SPEC-literal: data alone, no name, no currency", { data: [game] }, "Lucky Day", "AED"],
    ["an empty name", { data: [{ ...game, name: " " }] }, "Lucky Day", "AED"],
    [
      "the full envelope",
      { status: 200, message: "OK", data: [{ ...game, name: "Lucky Day 6 + 1", results: [{ ...draw, currency: "AED" }] }] },
      "Lucky Day 6 + 1",
      "AED",
    ],
  ])("%s", async (_case, body, name, currency) => {
    server.use(http.post("*/fixed-standard-lotto/results", () => HttpResponse.json(body)));
    const [results] = success(await catalog().results());
    expect(results).toMatchObject({ gameSlug: "lucky-day", name, results: [{ drawId: "d-1", currency, jackpot: 100_000 }] });
  });

  it("without data it is a DecodeError", async () => {
    server.use(http.post("*/fixed-standard-lotto/results", () => HttpResponse.json({ status: 200 })));
    expect(failure(await catalog().results())).toMatchObject({ _tag: "DecodeError" });
  });
});
