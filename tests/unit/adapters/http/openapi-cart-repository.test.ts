import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiCartRepository } from "@/adapters/http/cart/openapi-cart-repository";
import { fils } from "@/domain/money/money";
import { cartItem, cartItemJson } from "./cart-fixtures";
import { API_BASE, failure, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();
const repository = (token?: string) => new OpenApiCartRepository(lottoClient(token));

describe("OpenApiCartRepository", () => {
  it("fetches an empty server cart as no items", async () => {
    expect(success(await repository().fetch())).toEqual({ items: [], unreadableLines: [] });
  });

  it("saves cart_data as JSON text with the item count and the amount in AED, and fetches it back (SPEC §7)", async () => {
    let sent: unknown;
    server.use(
      http.post(`${API_BASE}/api/carts/save`, async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const items = [cartItem(), cartItem({ id: "item-2", idBlock: "block-2", addons: ["double_jackpot"], doubleJackpot: true })];
    success(await repository().save({ items, unreadableLines: [], amount: fils(9_000) }));
    const cartData = [
      cartItemJson(),
      cartItemJson({ id: "item-2", idBlock: "block-2", addons: ["double_jackpot"], valueDoub: 1 }),
    ];
    // The same text, byte for byte, as the shop has always sent (field order included).
    expect(sent).toEqual({ cart_data: JSON.stringify(cartData), items: 2, amount: 90 });
    expect(success(await repository().fetch())).toEqual({ items, unreadableLines: [] });
  });

  it("deletes the server cart", async () => {
    success(await repository().save({ items: [cartItem()], unreadableLines: [], amount: fils(3_500) }));
    success(await repository().delete());
    expect(success(await repository().fetch())).toEqual({ items: [], unreadableLines: [] });
  });

  it("fills the SPEC §3 defaults for items another client wrote sparsely", async () => {
    const sparse = [
      { id: 7, idBlock: 8, gameId: 1, name: "ENTRY 1", game_slug: "lucky-day", event_id: 5, amount: 35, bets: [[1, 2]] },
    ];
    server.use(
      http.get(`${API_BASE}/api/carts`, () => HttpResponse.json({ status: 200, data: { cart_data: JSON.stringify(sparse) } })),
    );
    expect(success(await repository().fetch()).items).toEqual([
      cartItem({
        id: "7",
        idBlock: "8",
        eventId: 5,
        date: [5],
        bets: [[1, 2]],
        estimatedJackpot: fils(0),
        doubleJackpotPrice: fils(0),
        secureJackpotPrice: fils(0),
        drawDate: "",
        activeNextDraw: false,
      }),
    ]);
  });

  it("reads another client's line with more decimals than AED has: rounded half up once, to whole fils", async () => {
    const odd = [cartItemJson({ amount: 1.005, amountClone: 1.005, draws: 2, is_recurring: true, valueDoub: true })];
    server.use(http.get(`${API_BASE}/api/carts`, () => HttpResponse.json({ cart_data: JSON.stringify(odd) })));
    expect(success(await repository().fetch()).items).toEqual([
      cartItem({ amount: fils(101), amountClone: fils(101), draws: 2, isRecurring: true, doubleJackpot: true }),
    ]);
  });

  it.each([
    ["a line in a shape the shop does not know", { id: "x" }],
    ["a line priced below zero", cartItemJson({ idBlock: "credit", amount: -35 })],
    ["a line with no numbers", cartItemJson({ idBlock: "blank", bets: "none" })],
    ["a line that is no object", "ENTRY 2"],
    ["null", null],
  ])("keeps %s aside, as it came, and reads the lines around it", async (_name, odd) => {
    const cartData = JSON.stringify([cartItemJson(), odd, cartItemJson({ id: "item-2", idBlock: "block-2" })]);
    server.use(http.get(`${API_BASE}/api/carts`, () => HttpResponse.json({ cart_data: cartData })));
    expect(success(await repository().fetch())).toEqual({
      items: [cartItem(), cartItem({ id: "item-2", idBlock: "block-2" })],
      unreadableLines: [JSON.stringify(odd)],
    });
  });

  it("saves a line it cannot read back as it came, after its own lines, in neither the count nor the amount", async () => {
    let sent: { cart_data: string; items: number; amount: number } | undefined;
    server.use(
      http.post(`${API_BASE}/api/carts/save`, async ({ request }) => {
        sent = (await request.clone().json()) as typeof sent;
      }),
    );
    const foreign = '{"id":"x","plays":[[1,2,3]],"price":"35"}';
    success(await repository().save({ items: [cartItem()], unreadableLines: [foreign], amount: fils(3_500) }));
    expect(sent).toEqual({ cart_data: `[${JSON.stringify(cartItemJson())},${foreign}]`, items: 1, amount: 35 });
    expect(success(await repository().fetch())).toEqual({ items: [cartItem()], unreadableLines: [foreign] });
  });

  it.each([
    ["not JSON", "[{"],
    ["JSON of no list", JSON.stringify({ id: "x" })],
  ])("answers DecodeError when cart_data is %s", async (_name, cartData) => {
    server.use(http.get(`${API_BASE}/api/carts`, () => HttpResponse.json({ status: 200, data: { cart_data: cartData } })));
    expect(failure(await repository().fetch())._tag).toBe("DecodeError");
  });

  it("answers Unauthorized with logout for a call without a valid token (SPEC §8)", async () => {
    expect(failure(await repository("stale-token").fetch())).toMatchObject({ _tag: "Unauthorized", logout: true });
  });
});
