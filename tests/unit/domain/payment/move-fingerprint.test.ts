import { describe, expect, it } from "vitest";
import type { CartState } from "@/domain/cart/cart-state";
import { fils } from "@/domain/money/money";
import { purchaseFingerprint, walletMoveFingerprint } from "@/domain/payment/move-fingerprint";
import { cartItem } from "../cart/cart-fixtures";

const line = cartItem({ idBlock: "block-1", bets: [[1, 2, 3, 4, 5, 6, 7]] });
const other = cartItem({ id: "item-2", idBlock: "block-2", bets: [[8, 9, 10, 11, 12, 13, 14]] });
const cart: CartState = {
  items: [line, other],
  voucher: { code: "SAVE10", isDiscount: false, amount: fils(1_000) },
  unreadableLines: [],
};
const print = (change: Partial<CartState> = {}, user = 1) => purchaseFingerprint(user, { ...cart, ...change });

describe("purchaseFingerprint: what is bought, by whom (SPEC §1 lines, amounts, voucher)", () => {
  it.each<[string, string]>([
    ["the lines in another order (a merge at sign-in)", print({ items: [other, line] })],
    [
      "a line's name, id and jackpot shown",
      print({ items: [{ ...line, name: "ENTRY 9", id: "x", estimatedJackpot: fils(900_000_000) }, other] }),
    ],
  ])("the same purchase: %s", (_case, changed) => {
    expect(changed).toBe(print());
  });

  it("the same add-ons in another order are the same purchase", () => {
    const a = print({ items: [{ ...line, addons: ["double_jackpot", "secure_jackpot"] }, other] });
    const b = print({ items: [{ ...line, addons: ["secure_jackpot", "double_jackpot"] }, other] });
    expect(a).toBe(b);
  });

  it.each<[string, string]>([
    ["another player", print({}, 2)],
    ["a line less", print({ items: [line] })],
    ["other numbers", print({ items: [{ ...line, bets: [[1, 2, 3, 4, 5, 6, 8]] }, other] })],
    ["another draw", print({ items: [{ ...line, eventId: 502, date: [502] }, other] })],
    ["more draws", print({ items: [{ ...line, draws: 2 }, other] })],
    ["another price", print({ items: [{ ...line, amount: fils(600) }, other] })],
    ["an add-on", print({ items: [{ ...line, addons: ["double_jackpot"], doubleJackpot: true }, other] })],
    ["not recurring", print({ items: [{ ...line, isRecurring: false }, other] })],
    ["no voucher", print({ voucher: null })],
    ["another voucher", print({ voucher: { code: "WELCOME20", isDiscount: true, amount: fils(1_000) } })],
    ["another voucher amount", print({ voucher: { code: "SAVE10", isDiscount: false, amount: fils(500) } })],
  ])("a different purchase: %s", (_case, changed) => {
    expect(changed).not.toBe(print());
  });
});

describe("walletMoveFingerprint", () => {
  const withdraw = walletMoveFingerprint(1, "withdraw", { amount: fils(4_000) });

  it.each<[string, string, boolean]>([
    ["the same request", walletMoveFingerprint(1, "withdraw", { amount: fils(4_000) }), true],
    ["another amount", walletMoveFingerprint(1, "withdraw", { amount: fils(4_001) }), false],
    ["another kind of move", walletMoveFingerprint(1, "add-credit", { amount: fils(4_000) }), false],
    ["another player", walletMoveFingerprint(2, "withdraw", { amount: fils(4_000) }), false],
  ])("%s: same = %s", (_case, changed, same) => {
    expect(changed === withdraw).toBe(same);
  });
});

describe("purchaseFingerprint keeps the form it was first made in (a payment unconfirmed across an upgrade)", () => {
  // Computed by the build before the domain's camelCase names and minor units, for the same carts.
  const lineA = cartItem({
    id: "i1",
    idBlock: "b1",
    gameSlug: "lucky-day",
    eventId: 501,
    amount: fils(550),
    date: [501, 502],
    draws: 2,
    isRecurring: true,
    doubleJackpot: true,
    bets: [[1, 2, 3, 4, 5, 6, 7]],
    addons: ["secure_jackpot", "double_jackpot"],
  });
  const lineB = cartItem({
    ...lineA,
    id: "i2",
    idBlock: "b2",
    amount: fils(29),
    draws: 1,
    isRecurring: false,
    doubleJackpot: false,
    addons: [],
    bets: [[8, 9, 10, 11, 12, 13, 14]],
  });

  it.each<[string, CartState, string]>([
    [
      "two lines and a voucher",
      { items: [lineA, lineB], voucher: { code: "SAVE10", isDiscount: false, amount: fils(1_000) }, unreadableLines: [] },
      "153cbc3117200f5616360693a6d9f5f1",
    ],
    ["one line, no voucher", { items: [lineB], voucher: null, unreadableLines: [] }, "cfc3527951cde88286527fd33d66b292"],
  ])("%s", (_case, purchase, before) => {
    expect(purchaseFingerprint(7, purchase)).toBe(before);
  });
});
