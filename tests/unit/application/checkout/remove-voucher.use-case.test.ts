import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { cartItem } from "../fixtures";
import { harness } from "../harness";

const voucher = { code: "SAVE10", isDiscount: true, amount: fromMajor(10) };

describe("RemoveVoucherUseCase", () => {
  it("takes the voucher off and keeps the items", () => {
    const h = harness({ state: { cart: { items: [cartItem()], voucher: voucher, unreadableLines: [] } } });
    h.removeVoucher.execute();
    expect(h.state.get().cart).toEqual({ items: [cartItem()], voucher: null, unreadableLines: [] });
    expect(JSON.parse(h.store.get(STORAGE_KEYS.cart) ?? "{}").cart.voucher).toBeNull();
  });
});
