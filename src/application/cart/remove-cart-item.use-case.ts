import { Result } from "effect";
import { removeFromCart } from "@/domain/cart/cart-state";
import { CartItemNotFound } from "@/application/cart/cart.errors";
import type { CartStore } from "@/application/cart/cart-store";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import type { CartSyncState } from "@/application/state/cart-sync-state";

/** SPEC §4: a line leaves the cart; removing the last one clears the voucher (domain rule). */
export class RemoveCartItemUseCase {
  constructor(
    private readonly cartStore: CartStore,
    private readonly sync: SyncCartUseCase,
  ) {}

  async execute(input: { readonly idBlock: string }): Promise<Result.Result<CartSyncState, CartItemNotFound>> {
    if (!this.cartStore.cart().items.some((line) => line.idBlock === input.idBlock)) {
      return Result.fail(new CartItemNotFound({ idBlock: input.idBlock }));
    }
    this.cartStore.change((cart) => removeFromCart(cart, input.idBlock));
    return Result.succeed(await this.sync.execute());
  }
}
