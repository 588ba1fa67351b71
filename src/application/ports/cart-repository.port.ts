import type { CartItems } from "@/domain/cart/cart-item";
import type { Fils } from "@/domain/money/money";
import type { Remote } from "@/application/ports/remote-result";

/** What the server keeps of the cart (SPEC §7 POST /api/carts/save). */
export interface CartSnapshot {
  readonly items: CartItems;
  /** SPEC §1: the cart total, rounded to 2 decimals. */
  readonly amount: Fils;
}

/** The signed-in user's server cart (SPEC §4: fetched, merged and saved back on login). */
export interface CartRepositoryPort {
  /** SPEC §7 GET /api/carts: `cart_data` JSON text decoded into cart items. */
  fetch(): Remote<CartItems>;
  save(cart: CartSnapshot): Remote<void>;
  /** SPEC §7 DELETE /api/carts/delete. */
  delete(): Remote<void>;
}
