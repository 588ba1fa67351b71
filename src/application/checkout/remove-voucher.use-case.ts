import { removeVoucher } from "@/domain/cart/cart-state";
import type { CartStore } from "@/application/cart/cart-store";

/** The player takes the applied voucher off the cart (SPEC §4 Voucher); kept locally, like the voucher. */
export class RemoveVoucherUseCase {
  constructor(private readonly cartStore: CartStore) {}

  execute(): void {
    this.cartStore.replace(removeVoucher(this.cartStore.cart()), this.cartStore.pending());
  }
}
