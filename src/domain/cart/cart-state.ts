import type { CartItem } from "@/domain/cart/cart-item";
import type { AppliedVoucher } from "@/domain/voucher/voucher";

/**
 * SPEC §3/§4: the cart is its items plus the voucher applied to it, if any. Its stored form is
 * written and read by src/adapters/http/cart/cart.mapper.ts.
 */
export interface CartState {
  readonly items: ReadonlyArray<CartItem>;
  readonly voucher: AppliedVoucher | null;
  /**
   * Lines of the saved cart the shop cannot read, each as its JSON text: another app wrote them in
   * a shape this one does not know, or priced them below zero. They are never shown, totalled or
   * paid; they are kept as they came, so saving the cart never deletes what another app put in it
   * (docs/domain.md, "Lines the shop cannot read").
   */
  readonly unreadableLines: ReadonlyArray<string>;
}

export const EMPTY_CART: CartState = { items: [], voucher: null, unreadableLines: [] };

/** Nothing to show, total or pay (lines the shop cannot read may still be kept). */
export const isCartEmpty = (state: Pick<CartState, "items">): boolean => state.items.length === 0;

/** Nothing at all to keep: no line the shop reads and none it cannot. */
export const isCartBlank = (state: Pick<CartState, "items" | "unreadableLines">): boolean =>
  state.items.length === 0 && state.unreadableLines.length === 0;

/** Two copies' unreadable lines together, each text once, the first copy's first. */
export const mergeUnreadableLines = (first: ReadonlyArray<string>, second: ReadonlyArray<string>): ReadonlyArray<string> => [
  ...new Set([...first, ...second]),
];

/** Add a ticket to the cart; a ticket edited again (same idBlock) replaces its earlier line. */
export const addToCart = (state: CartState, item: CartItem): CartState => {
  const exists = state.items.some((line) => line.idBlock === item.idBlock);
  const items = exists ? state.items.map((line) => (line.idBlock === item.idBlock ? item : line)) : [...state.items, item];
  return { ...state, items };
};

/** SPEC §4 Voucher: removing the last cart item clears the voucher. */
export const removeFromCart = (state: CartState, idBlock: string): CartState => {
  const items = state.items.filter((line) => line.idBlock !== idBlock);
  return { ...state, items, voucher: items.length === 0 ? null : state.voucher };
};

/** SPEC §4 logout: nothing in the cart and no voucher. */
export const clearCart = (): CartState => EMPTY_CART;

/** What a line buys, by value: its id and block, numbers, draws, add-ons, draw dates and price. */
const lineKey = (line: CartItem): string =>
  JSON.stringify([line.id, line.idBlock, line.bets, line.draws, line.addons, line.date, line.isRecurring, line.amount]);

/**
 * After a payment: the lines bought leave the cart, and so does the voucher the purchase used. A
 * line added or changed while the payment was on its way was not bought as it is now, and stays: the
 * cart is not emptied wholesale. Lines are compared by value (a cart read again from the server
 * holds equal lines in new objects).
 */
export const afterPurchase = (state: CartState, bought: ReadonlyArray<CartItem>): CartState => {
  const boughtKeys = new Set(bought.map(lineKey));
  return { ...state, items: state.items.filter((line) => !boughtKeys.has(lineKey(line))), voucher: null };
};

/**
 * SPEC §4 Voucher: a successful redeem applies the voucher (replacing any earlier one). An empty
 * cart takes none: removing the last line clears the voucher, so one redeemed while the last line
 * was being removed does not wait on an empty cart to be taken off the next one.
 */
export const applyVoucher = (state: CartState, voucher: AppliedVoucher): CartState =>
  isCartEmpty(state) ? state : { ...state, voucher };

export const removeVoucher = (state: CartState): CartState => ({ ...state, voucher: null });
