import { describe, expect, it } from "vitest";
import { fils } from "@/domain/money/money";
import {
  addToCart,
  applyVoucher,
  clearCart,
  EMPTY_CART,
  isCartEmpty,
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
