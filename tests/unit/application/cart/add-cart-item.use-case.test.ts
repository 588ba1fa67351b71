import { describe, expect, it } from "vitest";
import type { CartSnapshot } from "@/application/ports/cart-repository.port";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, ok, storedItems } from "../fixtures";
import { harness } from "../harness";
import { fils } from "@/domain/money/money";

describe("AddCartItemUseCase (SPEC §4 cart)", () => {
  it("a guest's item is kept in local storage only", async () => {
    const h = harness();
    await expect(h.addCartItem.execute(cartItem())).resolves.toEqual({ _tag: "Local" });
    expect(h.state.get().cart.items).toEqual([cartItem()]);
    expect(JSON.parse(h.store.get(STORAGE_KEYS.cart) ?? "null")).toEqual({
      cart: { items: storedItems([cartItem()]), voucher: null },
      pending: "none",
    });
  });

  it("a signed-in user's item is saved to the server", async () => {
    const save = recorder((_cart: CartSnapshot) => ok(undefined));
    const h = harness({ signedIn: aUser(), remotes: { carts: { save } } });
    await expect(h.addCartItem.execute(cartItem())).resolves.toEqual({ _tag: "Synced" });
    expect(save.calls[0]?.[0].items).toEqual([cartItem()]);
  });

  it("the same idBlock again replaces its line", async () => {
    const h = harness({ state: { cart: { items: [cartItem({ amount: fils(500) })], voucher: null, unreadableLines: [] } } });
    await h.addCartItem.execute(cartItem({ amount: fils(1500) }));
    expect(h.state.get().cart.items.map((item) => item.amount)).toEqual([1500]);
  });
});
