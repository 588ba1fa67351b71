import { describe, expect, it } from "vitest";
import { DEMO_TOKEN } from "@mocks/seed";
import { call, type Schemas, useSandbox } from "../sandbox.fixture";

useSandbox();

type Transact = Schemas["TransactResponse"];
type Refusal = Schemas["BusinessError"];

async function luckyDayEventId(): Promise<number> {
  const { json } = await call<Schemas["GamesResponse"]>("GET", "/api/lotto/lottoGames");
  const game = json.data.find((candidate) => candidate.game_slug === "lucky-day");
  if (game === undefined) throw new Error("lucky-day is not on sale");
  return game.event_id;
}

const ENTRY = [3, 9, 12, 19, 24, 31, 7];

async function order(overrides: Record<string, unknown> = {}, item: Record<string, unknown> = {}) {
  const event_id = await luckyDayEventId();
  return {
    items: [{ game_slug: "lucky-day", event_id, bets: [ENTRY, [1, 2, 3, 4, 5, 6, 22]], draws: 1, ...item }],
    payment_method: "balance",
    idempotency_key: "checkout-0001",
    ...overrides,
  };
}

const balance = async () =>
  (await call<Schemas["BalanceResponse"]>("GET", "/api/user/balance", { token: DEMO_TOKEN })).json.data.total;

describe("POST /api/lotto/transact", () => {
  it("charges entries × draws × price from the balance", async () => {
    const { status, json } = await call<Transact>("POST", "/api/lotto/transact", { token: DEMO_TOKEN, body: await order() });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ tickets_purchased: 2, amount_paid: 70, voucher_amount: 0, balance: 1164.5 });
    expect(await balance()).toBe("1,164.50");
  });

  it("answers the first answer again for the same idempotency key, charging once", async () => {
    const body = await order();
    const first = await call<Transact>("POST", "/api/lotto/transact", { token: DEMO_TOKEN, body });
    const again = await call<Transact>("POST", "/api/lotto/transact", { token: DEMO_TOKEN, body });
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await balance()).toBe("1,164.50");
  });

  it.each([
    ["SAVE10", { amount_paid: 60, voucher_amount: 10 }],
    ["WELCOME20", { amount_paid: 56, voucher_amount: 14 }],
  ])("takes voucher %s off the amount owed (SPEC §1)", async (voucher_code, expected) => {
    const { json } = await call<Transact>("POST", "/api/lotto/transact", {
      token: DEMO_TOKEN,
      body: await order({ voucher_code }),
    });
    expect(json.data).toMatchObject(expected);
  });

  it("prices the double and secure jackpot options", async () => {
    const body = await order({}, { draws: 2, double_jackpot: true, secure_jackpot: true });
    const { json } = await call<Transact>("POST", "/api/lotto/transact", { token: DEMO_TOKEN, body });
    expect(json.data).toMatchObject({ tickets_purchased: 4, amount_paid: 200 });
  });

  it("refuses with 402 insufficient_balance and leaves the balance alone", async () => {
    const body = await order({}, { bets: Array.from({ length: 10 }, () => ENTRY), draws: 4 });
    const { status, json } = await call<Refusal>("POST", "/api/lotto/transact", { token: DEMO_TOKEN, body });
    expect(status).toBe(402);
    expect(json.code).toBe("insufficient_balance");
    expect(await balance()).toBe("1,234.50");
  });

  it("refuses with 403 weekly_limit_reached past 50 tickets a week", async () => {
    const body = await order({}, { bets: [ENTRY], draws: 51 });
    const { status, json } = await call<Refusal>("POST", "/api/lotto/transact", { token: DEMO_TOKEN, body });
    expect(status).toBe(403);
    expect(json.code).toBe("weekly_limit_reached");
  });

  it("refuses with 409 draw_closed for a draw no longer on sale", async () => {
    const body = await order({}, { event_id: (await luckyDayEventId()) - 7 });
    const { status, json } = await call<Refusal>("POST", "/api/lotto/transact", { token: DEMO_TOKEN, body });
    expect(status).toBe(409);
    expect(json.code).toBe("draw_closed");
  });

  it.each([
    ["a repeated main number", [3, 3, 12, 19, 24, 31, 7]],
    ["a bonus number above 22", [3, 9, 12, 19, 24, 31, 23]],
    ["a main number above 44", [3, 9, 12, 19, 24, 45, 7]],
    ["too few numbers", [3, 9, 12, 19, 24, 7]],
  ])("answers 422 for an entry with %s", async (_case, bet) => {
    const { status, json } = await call<Schemas["ValidationError"]>("POST", "/api/lotto/transact", {
      token: DEMO_TOKEN,
      body: await order({}, { bets: [bet] }),
    });
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toEqual(["items.0.bets.0"]);
  });

  it("needs a signed-in user", async () => {
    expect((await call("POST", "/api/lotto/transact", { body: await order() })).status).toBe(401);
  });
});
