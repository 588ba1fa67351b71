import type { CartItem } from "@/domain/cart/cart-item";
import { sumFils, type Fils } from "@/domain/money/money";

/**
 * SPEC §1/§9: the cart total, rounded to the currency's minor unit (2 decimals for AED). The lines
 * are whole minor units already (each amount was rounded half up once, where it came in: a game's
 * price from the API, a line from cart_data), so the total is their exact sum and is never rounded
 * again (docs/domain.md, "Cart total").
 */
export const cartTotal = (items: ReadonlyArray<Pick<CartItem, "amount">>): Fils => sumFils(items.map((item) => item.amount));
