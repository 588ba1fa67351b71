import { Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartFormat, cartLinesJson, toCartItemDto } from "@/adapters/http/cart/cart.mapper";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { fils } from "@/domain/money/money";
import { harness } from "../../application/harness";
import { cartItem, cartItemJson } from "./cart-fixtures";

/**
 * A cart exactly as the previous build left it in local storage (key `cart`): SPEC §3 field names,
 * amounts in AED, draws as text, is_recurring and valueDoub as 0/1, the voucher's amount in fils.
 */
const STORED_BY_PREVIOUS_BUILD =
  '{"cart":{"items":[{"id":"item-1","idBlock":"block-1","gameId":1,"name":"ENTRY 1","game_slug":"lucky-day",' +
  '"event_id":1001,"amount":70,"amountClone":70,"date":[1001],"draws":"2","estimatedJackpot":1000000,' +
  '"double_jackpot_price":10,"secure_jackpot_price":5,"is_recurring":0,"valueDoub":1,"amountDeducted":0,' +
  '"bets":[[3,9,12,19,24,31,7]],"draw_date":"2025-01-17T20:00:00+04:00","activeWeekly":false,"activeNextDraw":true,' +
  '"addons":["double_jackpot"]}],"voucher":{"code":"SAVE10","isDiscount":false,"amount":1000}},"pending":"save"}';

const expectedItem = cartItem({
  amount: fils(7000),
  amountClone: fils(7000),
  draws: 2,
  isRecurring: false,
  doubleJackpot: true,
  addons: ["double_jackpot"],
});

describe("the cart's one mapper: local storage and cart_data (SPEC §3 fields)", () => {
  it("a cart stored by the previous build loads into the domain's cart", () => {
    const h = harness({ storage: { [STORAGE_KEYS.cart]: STORED_BY_PREVIOUS_BUILD } });
    h.cartStore.restore();
    expect(h.state.get().cart).toEqual({
      items: [expectedItem],
      voucher: { code: "SAVE10", isDiscount: false, amount: fils(1000) },
      unreadableLines: [],
    });
    expect(h.state.get().cartPending).toBe("save");
  });

  it("written back, it is the same text, byte for byte", () => {
    const h = harness({ storage: { [STORAGE_KEYS.cart]: STORED_BY_PREVIOUS_BUILD } });
    h.cartStore.restore();
    h.cartStore.setPending("save");
    expect(h.store.get(STORAGE_KEYS.cart)).toBe(STORED_BY_PREVIOUS_BUILD);
  });

  it("local storage holds the same item JSON as the server's cart_data", () => {
    const items = [expectedItem];
    const h = harness();
    h.cartStore.replace({ items, voucher: null, unreadableLines: [] }, "none");
    const stored = JSON.parse(h.store.get(STORAGE_KEYS.cart) ?? "null") as { cart: { items: unknown } };
    expect(stored.cart.items).toEqual(Schema.encodeSync(cartLinesJson(2))({ items, unreadableLines: [] }));
    expect(stored.cart.items).toEqual([
      cartItemJson({ amount: 70, amountClone: 70, draws: "2", is_recurring: 0, valueDoub: 1, addons: ["double_jackpot"] }),
    ]);
  });

  it.each([
    ["KWD (3 decimals)", 3 as const, 1.25, 1250],
    ["JPY (0 decimals)", 0 as const, 300, 300],
  ])("%s: amounts are read and written in the configured currency's minor units", (_case, exponent, major, minor) => {
    const json = { items: [cartItemJson({ amount: major, amountClone: major })], voucher: null };
    const decoded = Result.getOrThrow(Schema.decodeUnknownResult(cartFormat(exponent))(json));
    expect(decoded.items[0]?.amount).toBe(minor);
    expect(Schema.encodeSync(cartFormat(exponent))(decoded)).toEqual({
      items: [toCartItemDto(decoded.items[0] ?? expectedItem, exponent)],
      voucher: null,
    });
  });

  it("keeps a stored line it cannot read aside, as it came, and writes it back after the others", () => {
    const stored = `{"cart":{"items":[${JSON.stringify(cartItemJson())},{"id":"x"}],"voucher":null},"pending":"save"}`;
    const h = harness({ storage: { [STORAGE_KEYS.cart]: stored } });
    h.cartStore.restore();
    expect(h.state.get().cart).toEqual({ items: [cartItem()], voucher: null, unreadableLines: ['{"id":"x"}'] });
    h.cartStore.setPending("save");
    expect(h.store.get(STORAGE_KEYS.cart)).toBe(stored);
  });

  it("refuses a stored copy that is no cart (the store then drops it and logs why)", () => {
    const h = harness({ storage: { [STORAGE_KEYS.cart]: '{"cart":{"items":{"id":"x"},"voucher":null},"pending":"none"}' } });
    h.cartStore.restore();
    expect(h.state.get().cart.items).toEqual([]);
    expect(h.store.get(STORAGE_KEYS.cart)).toBeUndefined();
  });

  it("property: any domain cart item survives the trip to JSON text and back", () => {
    const amount = fc.integer({ min: 0, max: 1e11 }).map(fils);
    fc.assert(
      fc.property(
        fc.record({
          amount,
          amountDeducted: amount,
          draws: fc.integer({ min: 1, max: 52 }),
          isRecurring: fc.boolean(),
          doubleJackpot: fc.boolean(),
          gameSlug: fc.string(),
          eventId: fc.integer({ min: 0, max: 1e6 }),
        }),
        fc.constantFrom(0 as const, 2 as const, 3 as const),
        (patch, exponent) => {
          const item = cartItem({ ...patch, amountClone: patch.amount });
          const codec = Schema.fromJsonString(cartLinesJson(exponent));
          const lines = { items: [item], unreadableLines: [] };
          const text = Schema.encodeSync(codec)(lines);
          expect(Result.getOrThrow(Schema.decodeUnknownResult(codec)(text))).toEqual(lines);
        },
      ),
    );
  });
});
