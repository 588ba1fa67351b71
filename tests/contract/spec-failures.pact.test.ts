import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { OpenApiCartRepository } from "@/adapters/http/cart/openapi-cart-repository";
import { OpenApiBalance } from "@/adapters/http/checkout/openapi-balance";
import { OpenApiPaymentGateway } from "@/adapters/http/checkout/openapi-payment-gateway";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { OpenApiWeeklyLimit } from "@/adapters/http/checkout/openapi-weekly-limit";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { OpenApiAnalytics } from "@/adapters/http/tracking/openapi-analytics";
import { OpenApiSeo } from "@/adapters/http/tracking/openapi-seo";
import { withUnauthorizedPolicy } from "@/application/auth/unauthorized-policy";
import { GamesOnSaleUseCase } from "@/application/content/games-on-sale.use-case";
import { PastDrawsUseCase } from "@/application/content/past-draws.use-case";
import { fils } from "@/domain/money/money";
import { cartItem, cartItemJson } from "../unit/adapters/http/cart-fixtures";
import { aUser } from "../unit/application/fixtures";
import { harness } from "../unit/application/harness";
import { FixedClock } from "../unit/fakes/fixed-clock";
import {
  bearer,
  gameApiPact,
  gameClient,
  injected,
  lottoApiPact,
  lottoClient,
  signedInJson,
  type MockServer,
} from "./pact-harness";
import { States, type ProviderState } from "./provider-states";

/**
 * SPEC §8 failures of every SPEC §7 call, recorded in the pacts and read by the real app: each test
 * drives the real HTTP adapter, wrapped in the SPEC §8 401 policy and used by its use case exactly
 * as the composition root wires it (tests/unit/application/use-case-graph.ts), against the Pact mock
 * server, and asserts what the player gets: logged out and sent to /login, sent to /login without
 * logout, a message, or a silent default. docs/contracts.md has the table of interactions per call.
 */
const { like, eachLike } = MatchersV3;
const lotto = lottoApiPact();
const games = gameApiPact();

const PLAYER = aUser();
const SITE_DEFAULTS = { title: "Lotto Shop", description: "Play the draws of the week." };
const RESULTS_SETTINGS = { account: "lotto-web", currency: "AED" };

/** The application on fakes, its remote ports the real adapters pointed at the mock server. */
function appOn(server: MockServer, settings = RESULTS_SETTINGS) {
  const token = () => app.session.accessToken();
  const client = lottoClient(server, token);
  const app = harness({
    signedIn: PLAYER,
    remotes: {
      balances: new OpenApiBalance(client),
      carts: new OpenApiCartRepository(client),
      vouchers: new OpenApiVoucherGateway(client, new FixedClock(), { serverTimeZone: "UTC" }),
      limits: new OpenApiWeeklyLimit(client),
      payments: new OpenApiPaymentGateway(client),
      analytics: new OpenApiAnalytics(client),
      seo: new OpenApiSeo(client),
    },
  });
  // The game catalog is bound like every remote port (src/adapters/di/bind-remote.ts).
  const catalog = withUnauthorizedPolicy(
    new OpenApiGameCatalog(client, new FixedLottoResultsClient(gameClient(server, token), settings)),
    () => app.unauthorized,
  );
  const guarded = <P extends object>(port: P): P => withUnauthorizedPolicy(port, () => app.unauthorized);
  return {
    ...app,
    catalog,
    gamesOnSale: new GamesOnSaleUseCase(catalog),
    pastDraws: new PastDrawsUseCase(catalog),
    carts: guarded(new OpenApiCartRepository(client)),
    payments: guarded(new OpenApiPaymentGateway(client)),
  };
}
type App = ReturnType<typeof appOn>;

/** The SPEC §8 outcomes the tests tell apart. */
const loggedOutToLogin = (app: App) => {
  expect(app.session.accessToken()).toBeUndefined();
  expect(app.state.get().user).toBeNull();
  expect(app.navigator.visits).toEqual([{ kind: "go", path: "/login" }]);
};
const toLoginStillSignedIn = (app: App) => {
  expect(app.session.accessToken()).toBe("token-abc");
  expect(app.state.get().user?.id).toBe(PLAYER.id);
  expect(app.navigator.visits).toEqual([{ kind: "go", path: "/login?reauth=1" }]);
};
const stayedPut = (app: App) => {
  expect(app.session.accessToken()).toBe("token-abc");
  expect(app.navigator.visits).toEqual([]);
};

const failureTag = (result: Result.Result<unknown, { readonly _tag: string }>) =>
  Result.isFailure(result) ? result.failure._tag : "Success";

/** A purchase of one Lucky Day entry for the draw on sale. */
const ITEM = cartItem({ eventId: 100_001 });
const purchaseBody = {
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
  idempotency_key: "checkout-0401",
};

/** One SPEC §7 call: its request as the app sends it, and the app's use of it. */
interface SpecCall {
  readonly call: string;
  readonly host: "lotto" | "game";
  readonly method: "GET" | "POST" | "DELETE";
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** Runs the app's use of the call (use case or port as bound); answers the failure's tag. */
  readonly use: (app: App) => Promise<string>;
}

const SPEC_CALLS: readonly SpecCall[] = [
  {
    call: "GET /api/lotto/lottoGames",
    host: "lotto",
    method: "GET",
    path: "/api/lotto/lottoGames",
    query: { limit: "4" },
    use: async (app) => failureTag(await app.gamesOnSale.execute()),
  },
  {
    call: "POST fixed-standard-lotto/results",
    host: "game",
    method: "POST",
    path: "/fixed-standard-lotto/results",
    body: RESULTS_SETTINGS,
    use: async (app) => failureTag(await app.pastDraws.execute()),
  },
  {
    call: "POST /api/user/limit-game-per-week",
    host: "lotto",
    method: "POST",
    path: "/api/user/limit-game-per-week",
    body: { user_id: injected("userId", PLAYER.id), quantity: 3 },
    use: async (app) => failureTag(await app.checkWeeklyLimit.execute({ quantity: 3 })),
  },
  {
    call: "POST /api/lotto/transact",
    host: "lotto",
    method: "POST",
    path: "/api/lotto/transact",
    body: purchaseBody,
    use: async (app) => failureTag(await app.payments.transact({ items: [ITEM], idempotencyKey: "checkout-0401" })),
  },
  {
    call: "POST /api/common/is-certificate-generation-completed",
    host: "lotto",
    method: "POST",
    path: "/api/common/is-certificate-generation-completed",
    body: { code: injected("certificateCode", "CERT-1") },
    use: async (app) => failureTag(await app.pollCertificate.execute({ code: "CERT-1" })),
  },
  {
    call: "GET /api/carts",
    host: "lotto",
    method: "GET",
    path: "/api/carts",
    use: async (app) => failureTag(await app.carts.fetch()),
  },
  {
    call: "POST /api/carts/save",
    host: "lotto",
    method: "POST",
    path: "/api/carts/save",
    body: { cart_data: JSON.stringify([cartItemJson({ event_id: 100_001 })]), items: 1, amount: 35 },
    use: async (app) => failureTag(await app.carts.save({ items: [ITEM], unreadableLines: [], amount: fils(3_500) })),
  },
  {
    call: "DELETE /api/carts/delete",
    host: "lotto",
    method: "DELETE",
    path: "/api/carts/delete",
    use: async (app) => failureTag(await app.carts.delete()),
  },
  {
    call: "POST /api/voucher/used",
    host: "lotto",
    method: "POST",
    path: "/api/voucher/used",
    body: { code: "SAVE10", discount: false },
    use: async (app) => failureTag(await app.redeemVoucher.execute({ code: "SAVE10" })),
  },
  {
    call: "GET /api/user/balance",
    host: "lotto",
    method: "GET",
    path: "/api/user/balance",
    use: async (app) => ((await app.refreshBalance.execute()) === null ? "NoBalance" : "Balance"),
  },
  {
    call: "POST /api/meta-conversion/add-event",
    host: "lotto",
    method: "POST",
    path: "/api/meta-conversion/add-event",
    body: { event_name: "PageView", event_source_url: "https://shop.example/faq", custom_data: { locale: "en" } },
    use: async (app) => {
      await app.pageView.execute({ url: "https://shop.example/faq", customData: { locale: "en" } });
      return app.logger.lines.map((line) => line.message).join(", ");
    },
  },
  {
    call: "POST /api/touch-point/visit",
    host: "lotto",
    method: "POST",
    path: "/api/touch-point/visit",
    body: { utm_data: {} },
    use: async (app) => ((await app.touchPoint.execute()) ? "Sent" : "NotSent"),
  },
  {
    call: "GET /api/seo/{path}",
    host: "lotto",
    method: "GET",
    path: `/api/seo/${encodeURIComponent("/faq")}`,
    query: { locale: "en" },
    use: async (app) => (await app.pageMetadata.execute({ path: "/faq", language: "en", defaults: SITE_DEFAULTS })).source,
  },
];

/** Records one interaction of `spec` given `state`, answering `status` with `body`, and runs `check`. */
async function record(
  spec: SpecCall,
  state: ProviderState,
  description: string,
  answer: { readonly status: number; readonly body: unknown },
  check: (app: App) => Promise<void>,
  options: { readonly body?: unknown; readonly query?: Record<string, string>; readonly settings?: typeof RESULTS_SETTINGS } = {},
): Promise<void> {
  const body = options.body ?? spec.body;
  const query = options.query ?? spec.query;
  const headers = body === undefined ? bearer : signedInJson;
  await (spec.host === "lotto" ? lotto : games)
    .addInteraction()
    .given(...state)
    .uponReceiving(`${spec.call}: ${description}`)
    .withRequest(spec.method, spec.path, (request) => {
      request.headers(headers);
      if (query !== undefined) request.query(query);
      if (body !== undefined) request.jsonBody(body);
    })
    .willRespondWith(answer.status, (response) => response.jsonBody(answer.body))
    .executeTest(async (server) => check(appOn(server, options.settings)));
}

const callNamed = (call: string): SpecCall => {
  const spec = SPEC_CALLS.find((candidate) => candidate.call === call);
  if (spec === undefined) throw new Error(`no SPEC §7 call ${call}`);
  return spec;
};

describe("SPEC §8 the 401 rule on every SPEC §7 call", () => {
  /** SPEC §8: the message decides; the HTTP status may be 401 or a success with 401 in the body. */
  const REFUSALS = [
    { message: "Unauthorized", httpStatus: 401, outcome: "logged out and sent to /login", expectOutcome: loggedOutToLogin },
    { message: "Unauthorized", httpStatus: 200, outcome: "logged out and sent to /login", expectOutcome: loggedOutToLogin },
    {
      message: "Please sign in again",
      httpStatus: 401,
      outcome: "sent to /login without logout",
      expectOutcome: toLoginStillSignedIn,
    },
    {
      message: "Please sign in again",
      httpStatus: 200,
      outcome: "sent to /login without logout",
      expectOutcome: toLoginStillSignedIn,
    },
  ] as const;

  describe.each(SPEC_CALLS)("$call", (spec) => {
    it.each(REFUSALS)(
      "status 401 with message $message in an HTTP $httpStatus answer: $outcome",
      async ({ message, httpStatus, expectOutcome }) => {
        await record(
          spec,
          States.sessionRefused(message, httpStatus),
          `the session is refused with "${message}" in an HTTP ${httpStatus} answer`,
          { status: httpStatus, body: { status: 401, message } },
          async (app) => {
            await spec.use(app);
            expectOutcome(app);
          },
        );
      },
    );
  });
});

/** openapi/lotto-api.yaml ValidationError with messages on the given field. */
const invalid = (field: string) => ({
  status: 422,
  message: like("The given data was invalid."),
  errors: { [field]: eachLike(`The ${field} is invalid.`) },
});

describe("SPEC §5/§8 validation: a 422 names the field, the player stays where he is", () => {
  it("GET /api/lotto/lottoGames with a limit of 0: the list fails with the field's message", async () => {
    await record(
      callNamed("GET /api/lotto/lottoGames"),
      States.gamesOnSale(),
      "a limit below 1",
      { status: 422, body: invalid("limit") },
      async (app) => {
        const answer = await app.catalog.listGames(0);
        expect(Result.isFailure(answer) && answer.failure).toMatchObject({
          _tag: "ValidationFailed",
          fieldErrors: { limit: [expect.any(String)] },
        });
        stayedPut(app);
      },
      { query: { limit: "0" } },
    );
  });

  it("POST fixed-standard-lotto/results without a currency: the results fail with the field's message", async () => {
    const settings = { account: "lotto-web", currency: "" };
    await record(
      callNamed("POST fixed-standard-lotto/results"),
      States.gamesOnSale(),
      "an empty currency",
      { status: 422, body: invalid("currency") },
      async (app) => {
        expect(await callNamed("POST fixed-standard-lotto/results").use(app)).toBe("ValidationFailed");
        stayedPut(app);
      },
      { body: settings, settings },
    );
  });

  it("POST /api/user/limit-game-per-week with a quantity of 0: the check fails with the field's message", async () => {
    await record(
      callNamed("POST /api/user/limit-game-per-week"),
      States.ticketsLeft(50),
      "a quantity of 0",
      { status: 422, body: invalid("quantity") },
      async (app) => {
        const answer = await app.checkWeeklyLimit.execute({ quantity: 0 });
        expect(Result.isFailure(answer) && answer.failure).toMatchObject({
          _tag: "ValidationFailed",
          fieldErrors: { quantity: [expect.any(String)] },
        });
        stayedPut(app);
      },
      { body: { user_id: injected("userId", PLAYER.id), quantity: 0 } },
    );
  });

  it("POST /api/lotto/transact without items: the purchase fails with the field's message", async () => {
    await record(
      callNamed("POST /api/lotto/transact"),
      States.player(),
      "a purchase without items",
      { status: 422, body: invalid("items") },
      async (app) => {
        const answer = await app.payments.transact({ items: [], idempotencyKey: "checkout-0422" });
        expect(Result.isFailure(answer) && answer.failure).toMatchObject({
          _tag: "ValidationFailed",
          fieldErrors: { items: [expect.any(String)] },
        });
        stayedPut(app);
      },
      { body: { items: [], payment_method: "balance", idempotency_key: "checkout-0422" } },
    );
  });

  it("POST /api/common/is-certificate-generation-completed with an empty code: the wait ends at once with the message", async () => {
    await record(
      callNamed("POST /api/common/is-certificate-generation-completed"),
      States.player(),
      "an empty certificate code",
      { status: 422, body: invalid("code") },
      async (app) => {
        const answer = await app.pollCertificate.execute({ code: "" });
        expect(Result.isFailure(answer) && answer.failure).toMatchObject({
          _tag: "ValidationFailed",
          fieldErrors: { code: [expect.any(String)] },
        });
        stayedPut(app);
      },
      { body: { code: "" } },
    );
  });

  it("POST /api/carts/save with a negative amount: the save fails with the field's message", async () => {
    await record(
      callNamed("POST /api/carts/save"),
      States.cartWith(0),
      "a cart with a negative amount",
      { status: 422, body: invalid("amount") },
      async (app) => {
        const answer = await app.carts.save({ items: [], unreadableLines: [], amount: fils(-100) });
        expect(Result.isFailure(answer) && answer.failure).toMatchObject({
          _tag: "ValidationFailed",
          fieldErrors: { amount: [expect.any(String)] },
        });
        stayedPut(app);
      },
      { body: { cart_data: "[]", items: 0, amount: -1 } },
    );
  });

  it("POST /api/meta-conversion/add-event without a page address: only logged, the visit goes on", async () => {
    await record(
      callNamed("POST /api/meta-conversion/add-event"),
      States.player(),
      "an empty event_source_url",
      { status: 422, body: invalid("event_source_url") },
      async (app) => {
        await app.pageView.execute({ url: "" });
        expect(app.logger.lines).toEqual([
          { level: "warn", message: "Page view not recorded", context: { reason: "ValidationFailed" } },
        ]);
        stayedPut(app);
      },
      { body: { event_name: "PageView", event_source_url: "", custom_data: {} } },
    );
  });
});

describe("SPEC §8 business refusals", () => {
  it("POST /api/common/is-certificate-generation-completed for an unknown code: the wait ends at once with the server's message", async () => {
    await record(
      callNamed("POST /api/common/is-certificate-generation-completed"),
      States.player(),
      "a certificate code the server never gave out",
      { status: 404, body: { status: 404, message: like("No certificate with this code.") } },
      async (app) => {
        const answer = await app.pollCertificate.execute({ code: "CERT-UNKNOWN" });
        expect(Result.isFailure(answer) && answer.failure).toMatchObject({
          _tag: "ServerMessage",
          status: 404,
          message: "No certificate with this code.",
        });
        stayedPut(app);
      },
      { body: { code: "CERT-UNKNOWN" } },
    );
  });

  it("POST /api/user/limit-game-per-week with no tickets left: the checkout learns the limit is reached", async () => {
    await record(
      callNamed("POST /api/user/limit-game-per-week"),
      States.ticketsLeft(0),
      "a check when the weekly limit is reached",
      { status: 200, body: { status: 200, data: { allowed: false, remaining: 0, limit: MatchersV3.integer(50) } } },
      async (app) => {
        const answer = await app.checkWeeklyLimit.execute({ quantity: 3 });
        expect(Result.isSuccess(answer) && answer.success).toMatchObject({ _tag: "Checked", limit: { allowed: false } });
        stayedPut(app);
      },
    );
  });
});

describe("SPEC §8 balance and SEO failures are only logged", () => {
  it.each([500, 503])(
    "GET /api/user/balance answering %s: the last known balance stays, the failure is logged",
    async (httpStatus) => {
      await record(
        callNamed("GET /api/user/balance"),
        States.serviceDown("balance", httpStatus),
        `the balance service fails with HTTP ${httpStatus}`,
        { status: httpStatus, body: { status: httpStatus, message: like("The balance service is not available.") } },
        async (app) => {
          app.state.update((state) => ({ ...state, balance: fils(123_450) }));
          expect(await app.refreshBalance.execute()).toBe(123_450);
          expect(app.logger.lines).toEqual([
            { level: "warn", message: "Balance could not be read", context: { reason: "ServerMessage" } },
          ]);
          stayedPut(app);
        },
      );
    },
  );

  it.each([500, 503])(
    "GET /api/seo/{path} answering %s: the page gets the title from its path and the site's description",
    async (httpStatus) => {
      await record(
        callNamed("GET /api/seo/{path}"),
        States.serviceDown("seo", httpStatus),
        `the SEO service fails with HTTP ${httpStatus}`,
        { status: httpStatus, body: { status: httpStatus, message: like("The seo service is not available.") } },
        async (app) => {
          const metadata = await app.pageMetadata.execute({ path: "/faq", language: "en", defaults: SITE_DEFAULTS });
          expect(metadata).toMatchObject({ source: "fallback", description: SITE_DEFAULTS.description });
          expect(app.logger.lines).toEqual([
            { level: "warn", message: "Page metadata not available", context: { path: "/faq", reason: "ServerMessage" } },
          ]);
          stayedPut(app);
        },
      );
    },
  );
});
