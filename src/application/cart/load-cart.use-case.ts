import type { CartStore } from "@/application/cart/cart-store";
import type { SyncCartUseCase } from "@/application/cart/sync-cart.use-case";
import type { CartSyncState } from "@/application/state/cart-sync-state";

/**
 * The cart on a fresh page: the local copy first (a guest's only copy; a corrupt one is dropped
 * and logged), then, for a signed-in user, whatever is pending with the server: a merge or save
 * left over from before the reload, else the server copy is read (SPEC §4).
 */
export class LoadCartUseCase {
  constructor(
    private readonly cartStore: CartStore,
    private readonly sync: SyncCartUseCase,
  ) {}

  execute(): Promise<CartSyncState> {
    this.cartStore.restore();
    return this.sync.execute();
  }
}
