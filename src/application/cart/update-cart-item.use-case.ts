import { Result } from "effect";
import { addToCart } from "@/domain/cart/cart-state";
import type { CartItem } from "@/domain/cart/cart-item";
import { CartItemNotFound } from "@/application/cart/cart.errors";
import type { CartStore } from "@/application/cart/cart-store";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import type { CartSyncState } from "@/application/state/cart-sync-state";

/** A cart line changed in place (draws, add-ons, numbers): the line with the item's idBlock is replaced. */
export class UpdateCartItemUseCase {
  constructor(
    private readonly cartStore: CartStore,
    private readonly sync: SyncCartUseCase,
  ) {}

  async execute(item: CartItem): Promise<Result.Result<CartSyncState, CartItemNotFound>> {
    if (!this.cartStore.cart().items.some((line) => line.idBlock === item.idBlock)) {
      return Result.fail(new CartItemNotFound({ idBlock: item.idBlock }));
    }
    this.cartStore.change((cart) => addToCart(cart, item));
    return Result.succeed(await this.sync.execute());
  }
}
