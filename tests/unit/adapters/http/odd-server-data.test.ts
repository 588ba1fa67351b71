import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiCartRepository } from "@/adapters/http/cart/openapi-cart-repository";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { OpenApiPaymentGateway } from "@/adapters/http/checkout/openapi-payment-gateway";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { OpenApiWallet } from "@/adapters/http/wallet/openapi-wallet";
import { fils } from "@/domain/money/money";
import { FixedClock } from "../../fakes/fixed-clock";
import { cartItem, cartItemJson } from "./cart-fixtures";
import { API_BASE, failure, gameClient, lottoClient, success, useSandbox } from "./sandbox-harness";

/**
 * Issue 11 point 7: odd or hostile data in an answer is a typed DecodeError with a message naming
 * what was wrong, never an exception. Amounts are bounded at 10^12 major units (MoneyDto, the
 * domain's MAX_MAJOR_AMOUNT; docs/api-design.md); JSON cannot say NaN or Infinity, but 1e400 reads
 * as Infinity, so the raw text is sent as written.
 */
const server = useSandbox();

/** A JSON answer exactly as written (numbers like 1e400 survive only as text). */
const raw =
  (text: string, status = 200) =>
  () =>
    new HttpResponse(text, { status, headers: { "content-type": "application/json" } });

const balance = () => new OpenApiBalance(lottoClient()).balance();
const redeem = () =>
  new OpenApiVoucherGateway(lottoClient(), new FixedClock("2025-01-15T12:00:00Z"), { serverTimeZone: "Asia/Dubai" }).redeem({
    code: "SAVE10",
    discount: false,
  });

describe("GET /api/user/balance with an odd data.total", () => {
  it.each([
    ["a balance of 1e300", '{"data":{"total":1e300}}', /total/],
    ["Infinity (1e400)", '{"data":{"total":1e400}}', /finite[\s\S]*total/],
    ["text beyond 10^12", '{"data":{"total":"9,999,999,999,999.00"}}', /beyond/],
    ["a negative balance", '{"data":{"total":"-5.00"}}', /negative/],
    ["a boolean", '{"data":{"total":true}}', /total/],
    ["no total", '{"data":{}}', /total/],
    ["no data", '{"total":"1,234.50"}', /data/],
  ])("%s is a DecodeError", async (_case, text, message) => {
    server.use(http.get(`${API_BASE}/api/user/balance`, raw(text)));
    const error = failure(await balance());
    expect(error).toMatchObject({ _tag: "DecodeError" });
    expect(error.message).toMatch(message);
  });

  it("the largest plausible balance still reads", async () => {
    server.use(http.get(`${API_BASE}/api/user/balance`, raw('{"data":{"total":"1,000,000,000,000.00"}}')));
    expect(success(await balance())).toBe(100_000_000_000_000);
  });
});

describe("POST /api/voucher/used with odd data", () => {
  it.each([
    ['discount: "true"', '{"data":{"message":"ok","discount":"true","amount":10}}', /discount/],
    ["an amount of 1e20", '{"data":{"message":"ok","discount":false,"amount":1e20}}', /amount/],
    ["an amount of Infinity (1e400)", '{"data":{"discount":false,"amount":1e400}}', /amount/],
    ["a missing amount", '{"data":{"message":"ok","discount":false}}', /amount/],
    ['an amount of "abc"', '{"data":{"discount":false,"amount":"abc"}}', /amount/],
    ["an amount beyond 10^12 as text", '{"data":{"discount":false,"amount":"9,999,999,999,999.00"}}', /beyond/],
    ["a negative amount", '{"data":{"discount":false,"amount":-5}}', /amount/],
  ])("%s is a DecodeError", async (_case, text, message) => {
    server.use(http.post(`${API_BASE}/api/voucher/used`, raw(text)));
    const error = failure(await redeem());
    expect(error).toMatchObject({ _tag: "DecodeError" });
    expect(error.message).toMatch(message);
  });

  it("reads attempt_type, banned_until and message inside data when the top level has none (SPEC §7 names no wrapper)", async () => {
    const body = { status: 429, data: { attempt_type: 1, banned_until: "2025-01-15T12:10:00Z", message: "Too many attempts" } };
    server.use(http.post(`${API_BASE}/api/voucher/used`, () => HttpResponse.json(body, { status: 429 })));
    expect(success(await redeem())).toEqual({
      _tag: "VoucherBanned",
      duration: "10m",
      usableAfter: new Date("2025-01-15T12:10:00Z"),
    });
  });

  it("reads a rejection message inside data", async () => {
    server.use(
      http.post(`${API_BASE}/api/voucher/used`, () =>
        HttpResponse.json({ data: { message: "Voucher expired" } }, { status: 400 }),
      ),
    );
    expect(success(await redeem())).toEqual({ _tag: "VoucherRejected", message: "Voucher expired" });
  });

  it("a SPEC §7 success without status or message redeems", async () => {
    server.use(http.post(`${API_BASE}/api/voucher/used`, () => HttpResponse.json({ data: { discount: false, amount: 10 } })));
    expect(success(await redeem())).toMatchObject({ _tag: "VoucherRedeemed", voucher: { amount: 1_000 } });
  });
});

describe("money anywhere else in an answer", () => {
  const game = (price: string) =>
    `{"data":[{"game_id":1,"game_slug":"lucky-day","event_id":1,"draw_date":"2030-01-01T20:00:00+04:00","cutoff":"2030-01-01T19:00:00+04:00","price":${price},"double_jackpot_price":1,"secure_jackpot_price":1,"estimated_jackpot":1,"parent_setup":[{"picks":6,"ballset":{"min":1,"max":44}}]}]}`;
  const catalog = () =>
    new OpenApiGameCatalog(
      lottoClient(undefined),
      new FixedLottoResultsClient(gameClient(), { account: "lotto-web", currency: "AED" }),
    );

  it.each([["1e20"], ["1e400"], ["-1e13"], ["-35"], ['"35"'], ["null"]])("a game price of %s is a DecodeError", async (price) => {
    server.use(http.get(`${API_BASE}/api/lotto/lottoGames`, raw(game(price))));
    expect(failure(await catalog().listGames())).toMatchObject({
      _tag: "DecodeError",
      message: expect.stringContaining("price"),
    });
  });

  it.each([["soon"], [""], ["2030-13-45T99:00:00Z"]])(
    "a game draw date of %j is a DecodeError (no Invalid Date reaches a screen)",
    async (date) => {
      server.use(http.get(`${API_BASE}/api/lotto/lottoGames`, raw(game("35").replace("2030-01-01T20:00:00+04:00", date))));
      expect(failure(await catalog().listGames())).toMatchObject({
        _tag: "DecodeError",
        message: expect.stringContaining("date-time"),
      });
    },
  );

  /** Two games: Lucky Day as `game` writes it, then a second one with `second`'s changes. */
  const twoGames = (second: (text: string) => string) => {
    const lucky = JSON.parse(game("35")) as { data: Record<string, unknown>[] };
    const other = JSON.parse(second(game("35").replaceAll("lucky-day", "mega-7").replace('"game_id":1', '"game_id":2'))) as {
      data: Record<string, unknown>[];
    };
    return JSON.stringify({ data: [...other.data, ...lucky.data] });
  };

  it.each<[string, (text: string) => string]>([
    ["a price below zero", (text) => text.replace('"price":35', '"price":-35')],
    ["an add-on priced below zero", (text) => text.replace('"double_jackpot_price":1', '"double_jackpot_price":-1')],
    ["a draw date that is no date", (text) => text.replace("2030-01-01T20:00:00+04:00", "soon")],
    ["no ball setup", (text) => text.replace(/"parent_setup":\[[^\]]*\]/, '"parent_setup":"6 of 44"')],
  ])("one game with %s is left out of the list, and logged; the others are on sale", async (_case, breakIt) => {
    server.use(http.get(`${API_BASE}/api/lotto/lottoGames`, raw(twoGames(breakIt))));
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args), error: () => undefined };
    const games = success(
      await new OpenApiGameCatalog(
        lottoClient(undefined),
        new FixedLottoResultsClient(gameClient(), { account: "lotto-web", currency: "AED" }),
        undefined,
        logger,
      ).listGames(),
    );
    expect(games.map((one) => one.gameSlug)).toEqual(["lucky-day"]);
    expect(warnings).toEqual([["Games left out of the list: they do not read", { count: 1, first: expect.any(String) }]]);
  });

  it("a list of which no game reads is a DecodeError naming the first one's fault", async () => {
    server.use(
      http.get(
        `${API_BASE}/api/lotto/lottoGames`,
        raw(twoGames((text) => text.replace('"price":35', '"price":-35')).replace('"price":35', '"price":"35"')),
      ),
    );
    expect(failure(await catalog().listGames())).toMatchObject({
      _tag: "DecodeError",
      message: expect.stringContaining("price"),
    });
  });

  it("a game price of 10^12 still reads (in fils: 10^14, a safe integer)", async () => {
    server.use(http.get(`${API_BASE}/api/lotto/lottoGames`, raw(game("1e12"))));
    expect(success(await catalog().listGames())[0]?.price).toBe(1e14);
  });

  it("a cart line with an amount of 1e400 inside cart_data is kept aside: never shown, totalled or paid", async () => {
    const cartData = JSON.stringify(JSON.stringify([cartItemJson()])).replace('\\"amount\\":35', '\\"amount\\":1e400');
    server.use(http.get(`${API_BASE}/api/carts`, raw(`{"cart_data":${cartData}}`)));
    const lines = success(await new OpenApiCartRepository(lottoClient()).fetch());
    expect(lines.items).toEqual([]);
    // JSON has no Infinity: the number beyond a double's range is kept as null, the rest as it came.
    expect(lines.unreadableLines).toEqual([JSON.stringify(cartItemJson({ amount: null }))]);
  });

  it("a purchase receipt with a balance of 1e300 is a DecodeError", async () => {
    server.use(
      http.post(
        `${API_BASE}/api/lotto/transact`,
        raw(
          '{"data":{"transaction_id":"t","tickets_purchased":1,"amount_paid":35,"voucher_amount":0,"balance":1e300,"created_at":"2025-01-15T12:00:00Z"}}',
        ),
      ),
    );
    const error = failure(await new OpenApiPaymentGateway(lottoClient()).transact({ items: [cartItem()], idempotencyKey: "k" }));
    expect(error).toMatchObject({ _tag: "DecodeError", message: expect.stringContaining("balance") });
  });

  it("a wallet operation with an amount of 1e20 is a DecodeError", async () => {
    server.use(
      http.post(
        `${API_BASE}/api/wallet/withdraw`,
        raw(
          '{"data":{"transaction":{"id":"w","type":"withdrawal","amount":-1e20,"balance_after":0,"description":"d","status":"pending","created_at":"c"},"balance":0}}',
        ),
      ),
    );
    const error = failure(await new OpenApiWallet(lottoClient()).withdraw({ amount: fils(1_000), idempotencyKey: "odd-key-1" }));
    expect(error).toMatchObject({ _tag: "DecodeError", message: expect.stringContaining("amount") });
  });
});
