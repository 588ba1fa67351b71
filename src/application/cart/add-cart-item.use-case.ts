import { addToCart } from "@/domain/cart/cart-state";
import type { CartItem } from "@/domain/cart/cart-item";
import type { CartStore } from "@/application/cart/cart-store";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import type { CartSyncState } from "@/application/state/cart-sync-state";

/**
 * SPEC §4: a ticket goes into the cart (a ticket edited again, same idBlock, replaces its line).
 * Kept locally at once; a signed-in user's cart then goes to the server.
 */
export class AddCartItemUseCase {
  constructor(
    private readonly cartStore: CartStore,
    private readonly sync: SyncCartUseCase,
  ) {}

  execute(item: CartItem): Promise<CartSyncState> {
    this.cartStore.change((cart) => addToCart(cart, item));
    return this.sync.execute();
  }
}
