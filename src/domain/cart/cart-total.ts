import { fromMajor, sumFils, type Fils } from "@/domain/money/money";
import type { CartItem } from "@/domain/cart/cart-item";

/**
 * SPEC §1/§9: the cart total is rounded to 2 decimals. Each line amount is taken to whole fils
 * (half-up) and the fils are summed exactly, so the total never carries float noise.
 */
export const cartTotal = (items: ReadonlyArray<Pick<CartItem, "amount">>): Fils =>
  sumFils(items.map((item) => fromMajor(item.amount)));
