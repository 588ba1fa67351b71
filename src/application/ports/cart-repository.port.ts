import type { CartState } from "@/domain/cart/cart-state";
import type { Fils } from "@/domain/money/money";
import type { Remote } from "@/application/ports/remote-result";

/** A cart's lines: the items the shop reads, and the lines it cannot read, kept as they came. */
export type CartLines = Pick<CartState, "items" | "unreadableLines">;

/** What the server keeps of the cart (SPEC §7 POST /api/carts/save). */
export interface CartSnapshot extends CartLines {
  /** SPEC §1: the cart total, rounded to 2 decimals (the items' alone). */
  readonly amount: Fils;
}

/** The signed-in user's server cart (SPEC §4: fetched, merged and saved back on login). */
export interface CartRepositoryPort {
  /** SPEC §7 GET /api/carts: `cart_data` JSON text decoded line by line. */
  fetch(): Remote<CartLines>;
  save(cart: CartSnapshot): Remote<void>;
  /** SPEC §7 DELETE /api/carts/delete. */
  delete(): Remote<void>;
}
