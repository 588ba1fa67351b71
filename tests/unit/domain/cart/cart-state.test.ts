import { describe, expect, it } from "vitest";
import { fils } from "@/domain/money/money";
import {
  afterPurchase,
  addToCart,
  applyVoucher,
  clearCart,
  EMPTY_CART,
  isCartBlank,
  isCartEmpty,
  mergeUnreadableLines,
  removeFromCart,
  removeVoucher,
} from "@/domain/cart/cart-state";
import { cartItem } from "./cart-fixtures";

const voucher = { code: "SAVE5", isDiscount: false, amount: fils(500) };

describe("cart state (SPEC §4 Voucher)", () => {
  it("adds lines; the same idBlock replaces its line", () => {
    const once = addToCart(addToCart(EMPTY_CART, cartItem({ idBlock: "a" })), cartItem({ idBlock: "b" }));
    const edited = addToCart(once, cartItem({ idBlock: "a", amount: fils(42) }));
    expect(edited.items.map((item) => [item.idBlock, item.amount])).toEqual([
      ["a", 42],
      ["b", 500],
    ]);
  });

  it("removing the last item clears the voucher", () => {
    const state = applyVoucher(addToCart(EMPTY_CART, cartItem({ idBlock: "a" })), voucher);
    const after = removeFromCart(state, "a");
    expect(after).toEqual(EMPTY_CART);
    expect(isCartEmpty(after)).toBe(true);
  });

  it("removing one of several items keeps the voucher", () => {
    const state = applyVoucher(addToCart(addToCart(EMPTY_CART, cartItem({ idBlock: "a" })), cartItem({ idBlock: "b" })), voucher);
    const after = removeFromCart(state, "a");
    expect(after.voucher).toEqual(voucher);
    expect(isCartEmpty(after)).toBe(false);
  });

  it("clearing and removing the voucher", () => {
    const state = applyVoucher(addToCart(EMPTY_CART, cartItem()), voucher);
    expect(clearCart()).toEqual(EMPTY_CART);
    expect(removeVoucher(state).voucher).toBeNull();
    expect(removeVoucher(state).items).toHaveLength(1);
  });
});

describe("a voucher and an empty cart (SPEC §4: removing the last line clears the voucher)", () => {
  it("an empty cart takes no voucher: one redeemed while the last line was removed is not kept for the next cart", () => {
    expect(applyVoucher(EMPTY_CART, voucher)).toEqual(EMPTY_CART);
    expect(applyVoucher(addToCart(EMPTY_CART, cartItem()), voucher).voucher).toEqual(voucher);
  });
});

describe("after a purchase (the lines bought leave; what was not bought stays)", () => {
  const a = cartItem({ id: "1", idBlock: "a", bets: [[1, 2, 3, 4, 5, 6, 7]] });
  const b = cartItem({ id: "2", idBlock: "b", bets: [[8, 9, 10, 11, 12, 13, 14]] });
  const withVoucher = (items: ReturnType<typeof cartItem>[]) => ({ items, voucher, unreadableLines: [] });
  it.each([
    ["the cart bought as it is", withVoucher([a, b]), [a, b], []],
    [
      "the same lines as new objects (read again from the server)",
      withVoucher([structuredClone(a), structuredClone(b)]),
      [a, b],
      [],
    ],
    ["a line added while paying", withVoucher([a, b]), [a], [b]],
    [
      "a line edited while paying (same id and block, other numbers)",
      withVoucher([{ ...a, bets: [[7, 6, 5, 4, 3, 2, 1]] }]),
      [a],
      [{ ...a, bets: [[7, 6, 5, 4, 3, 2, 1]] }],
    ],
    ["a line given more draws while paying", withVoucher([{ ...a, draws: 2 }]), [a], [{ ...a, draws: 2 }]],
    ["a cart emptied meanwhile", withVoucher([]), [a], []],
  ])("%s", (_, cart, bought, left) => {
    expect(afterPurchase(cart, bought)).toEqual({ items: left, voucher: null, unreadableLines: [] });
  });
});

describe("lines the shop cannot read (kept as they came, never shown, totalled or paid)", () => {
  const foreign = '{"id":"x","plays":[[1,2,3]]}';
  const withForeign = { ...addToCart(EMPTY_CART, cartItem({ idBlock: "a" })), voucher, unreadableLines: [foreign] };

  it.each([
    ["removing the last line the shop reads", removeFromCart(withForeign, "a")],
    ["a purchase of every line the shop reads", afterPurchase(withForeign, withForeign.items)],
    ["the voucher taken off", removeVoucher(withForeign)],
    ["a line added", addToCart(withForeign, cartItem({ idBlock: "b" }))],
  ])("%s keeps them", (_case, after) => {
    expect(after.unreadableLines).toEqual([foreign]);
  });

  it("a cart of them alone is empty (nothing to show or pay) but not blank (something to keep)", () => {
    const onlyForeign = removeFromCart(withForeign, "a");
    expect(isCartEmpty(onlyForeign)).toBe(true);
    expect(onlyForeign.voucher).toBeNull();
    expect(isCartBlank(onlyForeign)).toBe(false);
    expect(isCartBlank(EMPTY_CART)).toBe(true);
  });

  it("two copies' lines merge with each text once, the first copy's first", () => {
    expect(mergeUnreadableLines(["a", "b"], ["b", "c", "a"])).toEqual(["a", "b", "c"]);
    expect(mergeUnreadableLines([], [])).toEqual([]);
  });
});
