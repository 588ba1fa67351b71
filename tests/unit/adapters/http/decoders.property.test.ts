import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createApiClient, type FetchLike } from "@/adapters/http/api-client";
import { OpenApiCartRepository } from "@/adapters/http/cart/openapi-cart-repository";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { OpenApiPaymentGateway } from "@/adapters/http/checkout/openapi-payment-gateway";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { OpenApiWeeklyLimit } from "@/adapters/http/checkout/openapi-weekly-limit";
import { OpenApiContent } from "@/adapters/http/content/openapi-content";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import type { paths as GamePaths } from "@/adapters/http/generated/game-api";
import type { paths as LottoPaths } from "@/adapters/http/generated/lotto-api";
import { OpenApiAnalytics } from "@/adapters/http/tracking/openapi-analytics";
import { OpenApiSeo } from "@/adapters/http/tracking/openapi-seo";
import { OpenApiWallet } from "@/adapters/http/wallet/openapi-wallet";
import { fils } from "@/domain/money/money";
import { FixedClock } from "../../fakes/fixed-clock";
import { cartItem } from "./cart-fixtures";

/**
 * Issue 11 point 7: whatever a server answers — any JSON, any status, text that is not JSON,
 * amounts that are huge, non-finite (1e400 reads as Infinity) or of the wrong type — every adapter
 * call settles to a Result: the decoded value, or a tagged failure with a message. It never throws
 * and never rejects, so no screen can meet an exception or an unhandled promise.
 */

type Answer = { readonly status: number; readonly text: string };

/** A client whose every call gets this answer (no network, no MSW: thousands of runs stay fast). */
function answering(answer: () => Answer): {
  lotto: ReturnType<typeof createApiClient<LottoPaths>>;
  game: ReturnType<typeof createApiClient<GamePaths>>;
} {
  const fetch: FetchLike = async () => {
    const { status, text } = answer();
    const body = status === 204 ? null : text;
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  };
  const options = { baseUrl: "https://api.test", getToken: () => "token", fetch, timeoutMs: 2_000 };
  return { lotto: createApiClient<LottoPaths>(options), game: createApiClient<GamePaths>(options) };
}

/** Every call of every adapter that reads an answer, with plausible arguments. */
function calls(
  client: ReturnType<typeof answering>,
): ReadonlyArray<readonly [string, () => Promise<Result.Result<unknown, unknown>>]> {
  const { lotto, game } = client;
  const cart = new OpenApiCartRepository(lotto);
  const catalog = new OpenApiGameCatalog(lotto, new FixedLottoResultsClient(game, { account: "lotto-web", currency: "AED" }));
  const content = new OpenApiContent(lotto);
  const wallet = new OpenApiWallet(lotto);
  const payment = new OpenApiPaymentGateway(lotto);
  return [
    ["carts fetch", () => cart.fetch()],
    ["carts save", () => cart.save({ items: [cartItem()], unreadableLines: [], amount: fils(3_500) })],
    ["carts delete", () => cart.delete()],
    ["balance", () => new OpenApiBalance(lotto).balance()],
    [
      "voucher",
      () =>
        new OpenApiVoucherGateway(lotto, new FixedClock(), { serverTimeZone: "Asia/Dubai" }).redeem({
          code: "SAVE10",
          discount: false,
        }),
    ],
    ["transact", () => payment.transact({ items: [cartItem()], idempotencyKey: "key-1" })],
    ["certificate poll", () => payment.certificateGeneration("CERT-1")],
    ["weekly limit", () => new OpenApiWeeklyLimit(lotto).check({ userId: 1, quantity: 2 })],
    ["games", () => catalog.listGames()],
    ["prize breakdown", () => catalog.prizeBreakdown("lucky-day")],
    ["results", () => catalog.results()],
    ["seo", () => new OpenApiSeo(lotto).metadata("/faq", "en")],
    ["add-event", () => new OpenApiAnalytics(lotto).pageView({ url: "https://shop.test/" })],
    ["touch-point", () => new OpenApiAnalytics(lotto).touchPointVisit({ utm_source: "news" })],
    ["certificate offers", () => content.certificateOffers()],
    ["certificate purchase", () => content.purchaseCertificate({ offerId: 1, quantity: 1, idempotencyKey: "key-2" })],
    ["wallet transactions", () => wallet.transactions()],
    ["wallet withdraw", () => wallet.withdraw({ amount: fils(1_000), idempotencyKey: "key-3" })],
  ];
}

const FAILURE_TAGS = new Set([
  "NetworkError",
  "TimeoutError",
  "Unauthorized",
  "ValidationFailed",
  "ServerMessage",
  "DecodeError",
  "Refused",
  "RetryLater",
]);

/** Every number anywhere in a value (Dates and other objects are walked through their fields). */
function numbersIn(value: unknown, found: number[] = []): number[] {
  if (typeof value === "number") found.push(value);
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, found);
  else if (typeof value === "object" && value !== null && !(value instanceof Date))
    for (const item of Object.values(value)) numbersIn(item, found);
  return found;
}

/** Every date-like text (keys such as draw_date, cutoff, createdAt) anywhere in a value. */
function datesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) datesIn(item, found);
  else if (typeof value === "object" && value !== null && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === "string" && /date|cutoff|created_?at/i.test(key)) found.push(item);
      else datesIn(item, found);
    }
  }
  return found;
}

/**
 * The property itself: settles (no throw, no rejection) to a success or a known tagged failure
 * with a message; and a success carries only finite numbers a screen can compute with exactly
 * (|n| <= 2^53 - 1: an amount of 1e20 must not get through to be turned into fils later) and
 * date-times a screen can format (Intl throws on an invalid date).
 */
async function settlesTyped(run: () => Promise<Result.Result<unknown, unknown>>): Promise<void> {
  let settled: Result.Result<unknown, unknown>;
  try {
    settled = await run();
  } catch (error) {
    throw new Error(`the call threw instead of answering a Result: ${String(error)}`, { cause: error });
  }
  expect(Result.isResult(settled)).toBe(true);
  if (Result.isSuccess(settled)) {
    const odd = numbersIn(settled.success).filter((n) => !Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER);
    expect(odd, `odd numbers in a success: ${JSON.stringify(settled.success)}`).toEqual([]);
    // "" is a cart item's draw date not chosen yet (SPEC §4), which no screen formats.
    const badDates = datesIn(settled.success).filter((text) => text !== "" && !Number.isFinite(Date.parse(text)));
    expect(badDates, `dates no screen can show in a success: ${JSON.stringify(settled.success)}`).toEqual([]);
  }
  if (Result.isFailure(settled)) {
    const failure = settled.failure as { _tag?: unknown; message?: unknown };
    expect(FAILURE_TAGS.has(String(failure._tag)), `unknown failure ${JSON.stringify(failure)}`).toBe(true);
    expect(typeof failure.message).toBe("string");
  }
}

/** Success statuses most often (that is where decoding happens), with the others in between. */
const status = fc.oneof(
  { weight: 4, arbitrary: fc.constant(200) },
  { weight: 1, arbitrary: fc.constantFrom(201, 204, 400, 401, 402, 404, 409, 422, 429, 500, 503) },
);

/** Number literals JSON.stringify cannot write: beyond double range (Infinity), huge, tiny, long. */
const oddNumber = fc.constantFrom(
  "1e400",
  "-1e400",
  "1e20",
  "1e300",
  "-1e300",
  "123456789012345678901234567890",
  "1e-400",
  "-0",
  "0.1234567890123",
  "1000000000000.01",
);
/** Values a money field may hold in a hostile answer. */
const oddAmount = fc.oneof(
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.double().map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '"1e20"',
      '"NaN"',
      '"Infinity"',
      '"true"',
      "true",
      "null",
      '"-5"',
      '"1,234.5.6"',
      '"9,999,999,999,999.00"',
      "[]",
      "{}",
    ),
  },
);

/** A well-formed answer of each shape with one field replaced by an odd value (as raw JSON text). */
/** Date-times as a server may write them, some of them no date at all. */
const oddDate = fc.constantFrom("2025-01-15T12:00:00Z", "2025-01-15 16:00:00", "soon", "", "2025-13-45T99:99:99Z", "0");
const targeted = fc
  .tuple(oddAmount, fc.constantFrom("1", "true", '"x"'), oddDate)
  .chain(([amount, flag, date]) =>
    fc.constantFrom(
      `{"data":{"total":${amount}}}`,
      `{"data":{"message":"ok","discount":${flag === "1" ? '"true"' : flag},"amount":${amount}}}`,
      `{"data":{"discount":false,"amount":${amount}}}`,
      `{"data":{"discount":false}}`,
      `{"cart_data":${JSON.stringify(`[{"id":1,"idBlock":1,"gameId":1,"name":"E","game_slug":"g","event_id":1,"amount":${amount},"bets":[[1]]}]`)}}`,
      `{"data":[{"game_id":1,"game_slug":"g","event_id":1,"draw_date":"2030-01-01T20:00:00+04:00","cutoff":"2030-01-01T19:00:00+04:00","price":${amount},"double_jackpot_price":1,"secure_jackpot_price":1,"estimated_jackpot":1,"parent_setup":[{"picks":6,"ballset":{"min":1,"max":44}}]}]}`,
      `{"data":{"transaction_id":"t","tickets_purchased":1,"amount_paid":${amount},"voucher_amount":0,"balance":${amount},"created_at":"${date}"}}`,
      `{"data":[{"game_id":1,"game_slug":"g","name":"G","draws":[{"draw_id":"d","event_id":1,"draw_date":"${date}","winning_numbers":[[1]],"jackpot":${amount}}]}]}`,
      `{"data":[{"id":1,"name":"n","description":"d","price":${amount},"entries":1,"game_slug":"g"}]}`,
      `{"data":{"code":"c","amount_paid":${amount},"balance":${amount}}}`,
      `{"data":{"items":[{"id":"w","type":"deposit","amount":${amount},"balance_after":${amount},"description":"d","status":"completed","created_at":"${date}"}],"pagination":{"page":1,"per_page":20,"total":1,"last_page":1}}}`,
      `{"data":{"transaction":{"id":"w","type":"withdrawal","amount":${amount},"balance_after":0,"description":"d","status":"pending","created_at":"${date}"},"balance":${amount}}}`,
      `{"data":{"allowed":true,"remaining":${amount},"limit":${amount}}}`,
      `{"attempt_type":${amount},"banned_until":${amount},"message":${amount}}`,
      `{"data":{"attempt_type":1,"banned_until":${amount}}}`,
      `{"status":${amount},"message":${amount}}`,
    ),
  );

const ANY_JSON = fc.jsonValue().map((value) => JSON.stringify(value) ?? "null");
const NOT_JSON = fc.oneof(fc.string(), fc.constantFrom("", "<html>Bad gateway</html>", "{", "[1,", "nul"));

describe("every adapter call settles to a typed Result, whatever the server answers", () => {
  const names = calls(answering(() => ({ status: 200, text: "{}" }))).map(([name]) => name);

  it.each(names)("%s: any JSON value, any status", async (name) => {
    let answer: Answer = { status: 200, text: "{}" };
    const call = calls(answering(() => answer)).find(([candidate]) => candidate === name)?.[1];
    if (call === undefined) throw new Error(`no call ${name}`);
    await fc.assert(
      fc.asyncProperty(
        status,
        fc.oneof({ weight: 3, arbitrary: ANY_JSON }, { weight: 1, arbitrary: NOT_JSON }),
        async (code, text) => {
          answer = { status: code, text };
          await settlesTyped(call);
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each(names)("%s: well-formed answers with odd amounts, flags and missing fields", async (name) => {
    let answer: Answer = { status: 200, text: "{}" };
    const call = calls(answering(() => answer)).find(([candidate]) => candidate === name)?.[1];
    if (call === undefined) throw new Error(`no call ${name}`);
    await fc.assert(
      fc.asyncProperty(status, targeted, async (code, text) => {
        answer = { status: code, text };
        await settlesTyped(call);
      }),
      { numRuns: 400 },
    );
  });
});
