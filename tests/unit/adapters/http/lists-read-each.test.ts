import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { LoggerPort } from "@/application/ports/logger.port";
import { OpenApiContent } from "@/adapters/http/content/openapi-content";
import { OpenApiPaymentGateway } from "@/adapters/http/checkout/openapi-payment-gateway";
import { OpenApiFavourites } from "@/adapters/http/favourites/openapi-favourites";
import { FixedLottoResultsClient } from "@/adapters/http/games/fixed-lotto-results-client";
import { OpenApiGameCatalog } from "@/adapters/http/games/openapi-game-catalog";
import { OpenApiNotifications } from "@/adapters/http/notifications/openapi-notifications";
import { OpenApiWallet } from "@/adapters/http/wallet/openapi-wallet";
import { API_BASE, failure, GAME_API_BASE, gameClient, lottoClient, success, useSandbox } from "./sandbox-harness";

/**
 * A server that is not this build's sandbox (another version, another team's data): one item of a
 * list that does not read is left out and logged, and the others are shown, as the games list and
 * the cart's lines are read (read-each.ts); a list of which nothing reads is still a DecodeError.
 * The wallet's history, a list of money, never leaves a row out silently: it counts what it cannot
 * show, and a kind of movement the shop does not know yet is shown as "other".
 */
const server = useSandbox();

const PAGINATION = { page: 1, per_page: 20, total: 2, last_page: 1 };

/** A logger that keeps what it is told. */
function recordingLogger(): LoggerPort & { readonly warnings: unknown[][] } {
  const warnings: unknown[][] = [];
  return { warnings, warn: (...args) => warnings.push(args), error: () => undefined };
}

const leftOut = (what: string, count = 1) => [
  `${what} left out of the list: they do not read`,
  { count, first: expect.any(String) },
];

describe("POST fixed-standard-lotto/results: each game and each draw read on its own", () => {
  const draw = (id: string, changes: Record<string, unknown> = {}) => ({
    draw_id: id,
    event_id: 1,
    draw_date: "2026-11-20T20:00:00+04:00",
    numbers: [1, 2, 3, 4, 5, 6],
    bonus_numbers: [7],
    jackpot: 1_000_000,
    ...changes,
  });
  const game = (slug: string, results: unknown[]) => ({ game_id: 1, game_slug: slug, results });
  const answer = (data: unknown[]) =>
    http.post(`${GAME_API_BASE}/fixed-standard-lotto/results`, () => HttpResponse.json({ data }));
  const results = (logger?: LoggerPort) =>
    new FixedLottoResultsClient(gameClient(), { account: "lotto-web", currency: "AED" }, logger).results();

  it.each([
    ["a draw date that is no date", { draw_date: "soon" }],
    ["a jackpot below zero", { jackpot: -5 }],
    ["a jackpot beyond 10^12", { jackpot: 1e13 }],
    ["numbers as text", { numbers: "1 2 3 4 5 6" }],
  ])("a draw with %s is left out and logged; the game's other draws are shown", async (_case, changes) => {
    server.use(answer([game("lucky-day", [draw("d-2", changes), draw("d-1")])]));
    const logger = recordingLogger();
    const [lucky] = success(await results(logger));
    expect(lucky?.results.map((one) => one.drawId)).toEqual(["d-1"]);
    expect(logger.warnings).toEqual([leftOut("Draws of lucky-day")]);
  });

  it("a game of which no draw reads, or that does not read itself, is left out; the other game is shown", async () => {
    server.use(
      answer([
        game("mega-7", [draw("m-1", { draw_date: "soon" })]),
        { game_slug: "no-id", results: [draw("n-1")] },
        game("lucky-day", [draw("d-1")]),
      ]),
    );
    const logger = recordingLogger();
    expect(success(await results(logger)).map((one) => one.gameSlug)).toEqual(["lucky-day"]);
    // mega-7's draws make it unreadable as a game: it is logged with the game that has no id.
    expect(logger.warnings).toEqual([leftOut("Games' results", 2)]);
  });

  it("a game without draws yet is shown, without draws", async () => {
    server.use(answer([game("lucky-day", [])]));
    expect(success(await results())).toMatchObject([{ gameSlug: "lucky-day", results: [] }]);
  });

  it("an answer of which no game reads is a DecodeError naming the fault", async () => {
    server.use(answer([game("mega-7", [draw("m-1", { draw_date: "soon" })])]));
    expect(failure(await results())).toMatchObject({ _tag: "DecodeError", message: expect.stringContaining("date-time") });
  });
});

describe("the lists of the content and account pages", () => {
  const json = (body: Record<string, unknown>) => () => HttpResponse.json(body);

  it("GET /api/favourites: a favourite without numbers is left out, the others are shown", async () => {
    const favourite = (id: string, numbers: unknown) => ({
      id,
      game_slug: "lucky-day",
      name: "Lucky",
      numbers,
      created_at: "2026-11-20T10:00:00Z",
    });
    server.use(
      http.get(`${API_BASE}/api/favourites`, json({ data: [favourite("f-1", "1-2-3"), favourite("f-2", [[1, 2, 3, 4, 5, 6]])] })),
    );
    const logger = recordingLogger();
    expect(success(await new OpenApiFavourites(lottoClient(), logger).list()).map((one) => one.id)).toEqual(["f-2"]);
    expect(logger.warnings).toEqual([leftOut("Favourites")]);
  });

  it("GET /api/notifications: a notification without a title is left out; the unread count is the server's", async () => {
    const notification = (id: string, title: unknown) => ({
      id,
      title,
      body: "Your ticket won",
      unread: true,
      link: null,
      created_at: "2026-11-20T10:00:00Z",
    });
    const items = [notification("n-1", null), notification("n-2", "A prize")];
    server.use(http.get(`${API_BASE}/api/notifications`, json({ data: { items, unread_count: 2, pagination: PAGINATION } })));
    const logger = recordingLogger();
    const page = success(await new OpenApiNotifications(lottoClient(), logger).list());
    expect(page.items.map((one) => one.id)).toEqual(["n-2"]);
    expect(page.unreadCount).toBe(2);
    expect(logger.warnings).toEqual([leftOut("Notifications")]);
  });

  it("GET /api/common/faq: a question without an answer is left out, its group and the other groups are shown", async () => {
    const data = [
      {
        id: 1,
        title: "Playing",
        questions: [
          { id: 1, question: "How?" },
          { id: 2, question: "When?", answer: "Daily" },
        ],
      },
      { id: 2, title: "Paying" },
      { id: 3, title: "Prizes", questions: [{ id: 3, question: "Where?", answer: "In the wallet" }] },
    ];
    server.use(http.get(`${API_BASE}/api/common/faq`, json({ data })));
    const logger = recordingLogger();
    const groups = success(await new OpenApiContent(lottoClient(undefined), undefined, logger).faq("en"));
    expect(groups.map((group) => [group.title, group.questions.map((question) => question.id)])).toEqual([
      ["Playing", [2]],
      ["Prizes", [3]],
    ]);
    expect(logger.warnings).toEqual([leftOut("Questions of FAQ group 1"), leftOut("FAQ groups")]);
  });

  it("GET /api/common/question-types: a type without a name is left out", async () => {
    server.use(http.get(`${API_BASE}/api/common/question-types`, json({ data: [{ id: 1 }, { id: 2, name: "Payments" }] })));
    const logger = recordingLogger();
    expect(success(await new OpenApiContent(lottoClient(undefined), undefined, logger).questionTypes("en"))).toEqual([
      { id: 2, name: "Payments" },
    ]);
    expect(logger.warnings).toEqual([leftOut("Question types")]);
  });

  it("GET /api/green-certificates/offers: an offer priced below zero is left out", async () => {
    const offer = (id: number, price: number) => ({
      id,
      name: "One tree",
      description: "A tree planted",
      price,
      entries: 1,
      game_slug: "lucky-day",
    });
    server.use(http.get(`${API_BASE}/api/green-certificates/offers`, json({ data: [offer(1, -35), offer(2, 35)] })));
    const logger = recordingLogger();
    const offers = success(await new OpenApiContent(lottoClient(undefined), undefined, logger).certificateOffers());
    expect(offers.map((one) => [one.id, one.price])).toEqual([[2, 3_500]]);
    expect(logger.warnings).toEqual([leftOut("Certificate offers")]);
  });

  it("a list of which no item reads is a DecodeError", async () => {
    server.use(http.get(`${API_BASE}/api/common/question-types`, json({ data: [{ id: 1 }] })));
    expect(failure(await new OpenApiContent(lottoClient(undefined)).questionTypes("en"))).toMatchObject({
      _tag: "DecodeError",
      message: expect.stringContaining("name"),
    });
  });
});

describe("GET /api/wallet/transactions: a list of money says what it cannot show", () => {
  const movement = (id: string, changes: Record<string, unknown> = {}) => ({
    id,
    type: "deposit",
    amount: 10,
    balance_after: 110,
    description: "Card top-up",
    status: "completed",
    created_at: "2026-11-20T10:00:00Z",
    ...changes,
  });
  const answer = (items: unknown[]) =>
    http.get(`${API_BASE}/api/wallet/transactions`, () => HttpResponse.json({ data: { items, pagination: PAGINATION } }));

  it("a kind and a status the shop does not know yet are shown as other, with the movement's amounts", async () => {
    server.use(answer([movement("t-2", { type: "refund", status: "reversed", amount: 7 }), movement("t-1")]));
    const logger = recordingLogger();
    const page = success(await new OpenApiWallet(lottoClient(), undefined, logger).transactions());
    expect(page.items.map((one) => [one.id, one.type, one.status, one.amount])).toEqual([
      ["t-2", "other", "other", 700],
      ["t-1", "deposit", "completed", 1_000],
    ]);
    expect(page.unreadable).toBe(0);
    expect(logger.warnings).toEqual([]);
  });

  it.each([
    ["no amount", { amount: undefined }],
    ["an amount beyond 10^12", { amount: 1e13 }],
    ["a date that is no date", { created_at: "yesterday" }],
  ])("a movement with %s is not shown, and is counted and logged", async (_case, changes) => {
    server.use(answer([movement("t-2", changes), movement("t-1")]));
    const logger = recordingLogger();
    const page = success(await new OpenApiWallet(lottoClient(), undefined, logger).transactions());
    expect(page.items.map((one) => one.id)).toEqual(["t-1"]);
    expect(page.unreadable).toBe(1);
    expect(logger.warnings).toEqual([leftOut("Wallet movements of history page 1")]);
  });

  it("a page of which no movement reads is that count, not an error and not an empty history", async () => {
    server.use(answer([movement("t-1", { amount: null }), movement("t-2", { amount: null })]));
    const logger = recordingLogger();
    expect(success(await new OpenApiWallet(lottoClient(), undefined, logger).transactions({ page: 2 }))).toMatchObject({
      items: [],
      unreadable: 2,
    });
    expect(logger.warnings).toEqual([leftOut("Wallet movements of history page 2", 2)]);
  });

  it("the answer to a money move of a kind the shop does not know still reads: the move is never reported failed", async () => {
    server.use(
      http.post(`${API_BASE}/api/wallet/add-credit`, () =>
        HttpResponse.json({ data: { transaction: movement("t-9", { type: "card_deposit", status: "settling" }), balance: 110 } }),
      ),
    );
    const operation = success(
      await new OpenApiWallet(lottoClient()).addCredit({ amount: 1_000, paymentMethod: "card", idempotencyKey: "k-1" } as never),
    );
    expect(operation).toMatchObject({ transaction: { type: "other", status: "other" }, balance: 11_000 });
  });
});

describe("GET /api/lotto/prize-breakdown: a prize table says what it cannot show", () => {
  const tier = (number: number, changes: Record<string, unknown> = {}) => ({
    tier: number,
    match_main: 7 - number,
    match_bonus: 0,
    prize_amount: 25,
    prize_share: null,
    winners: 3,
    ...changes,
  });
  const answer = (tiers: unknown[]) =>
    http.get(`${API_BASE}/api/lotto/prize-breakdown`, () =>
      HttpResponse.json({ data: { game_slug: "lucky-day", draw_id: "d-1", draw_date: "2026-11-20T20:00:00+04:00", tiers } }),
    );
  const breakdown = (logger?: LoggerPort) =>
    new OpenApiGameCatalog(
      lottoClient(undefined),
      new FixedLottoResultsClient(gameClient(), { account: "lotto-web", currency: "AED" }),
      undefined,
      logger,
    ).prizeBreakdown("lucky-day");

  it.each([
    ["a prize below zero", { prize_amount: -25 }],
    ["a share above 100 %", { prize_amount: null, prize_share: 150 }],
    ["no numbers matched", { match_main: undefined }],
  ])("a tier with %s is not shown, and is counted and logged", async (_case, changes) => {
    server.use(answer([tier(1, changes), tier(2)]));
    const logger = recordingLogger();
    const read = success(await breakdown(logger));
    expect(read.tiers.map((one) => one.tier)).toEqual([2]);
    expect(read.unreadableTiers).toBe(1);
    expect(logger.warnings).toEqual([leftOut("Prize tiers of lucky-day draw d-1")]);
  });

  it("a draw of which no tier reads is that count, not an error", async () => {
    server.use(answer([tier(1, { winners: "many" })]));
    const logger = recordingLogger();
    expect(success(await breakdown(logger))).toMatchObject({ tiers: [], unreadableTiers: 1 });
    expect(logger.warnings).toEqual([leftOut("Prize tiers of lucky-day draw d-1")]);
  });
});

/** A yes or no written as 0/1, as SPEC §7's voucher answer may write `discount` (FlagDto). */
describe("yes-or-no fields as 0/1", () => {
  it.each([
    [1, true],
    [0, false],
  ])("POST is-certificate-generation-completed: completed %j reads as %j (SPEC §7)", async (completed, read) => {
    server.use(
      http.post(`${API_BASE}/api/common/is-certificate-generation-completed`, () =>
        HttpResponse.json({
          data: { code: "c-1", completed, certificate_url: completed === 1 ? "https://lotto.test/c-1.pdf" : null },
        }),
      ),
    );
    expect(success(await new OpenApiPaymentGateway(lottoClient()).certificateGeneration("c-1")).completed).toBe(read);
  });

  it("GET /api/notifications: unread as 0/1", async () => {
    const notification = (id: string, unread: number) => ({
      id,
      title: "A prize",
      body: "Your ticket won",
      unread,
      link: null,
      created_at: "2026-11-20T10:00:00Z",
    });
    server.use(
      http.get(`${API_BASE}/api/notifications`, () =>
        HttpResponse.json({
          data: { items: [notification("n-1", 1), notification("n-2", 0)], unread_count: 1, pagination: PAGINATION },
        }),
      ),
    );
    const page = success(await new OpenApiNotifications(lottoClient()).list());
    expect(page.items.map((one) => [one.id, one.unread])).toEqual([
      ["n-1", true],
      ["n-2", false],
    ]);
  });
});
