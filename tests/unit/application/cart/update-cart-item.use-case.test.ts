import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { cartItem } from "../fixtures";
import { harness } from "../harness";

describe("UpdateCartItemUseCase", () => {
  it("replaces the line with the same idBlock", async () => {
    const h = harness({
      state: { cart: { items: [cartItem({ draws: 1 }), cartItem({ idBlock: "b2" })], voucher: null, unreadableLines: [] } },
    });
    const result = await h.updateCartItem.execute(cartItem({ draws: 3 }));
    expect(result).toEqual(Result.succeed({ _tag: "Local" }));
    expect(h.state.get().cart.items.map((item) => [item.idBlock, item.draws])).toEqual([
      ["block-1", 3],
      ["b2", 1],
    ]);
  });

  it("refuses an idBlock that is no longer in the cart, changing nothing", async () => {
    const h = harness({ state: { cart: { items: [cartItem()], voucher: null, unreadableLines: [] } } });
    const result = await h.updateCartItem.execute(cartItem({ idBlock: "gone" }));
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "CartItemNotFound", idBlock: "gone" });
    expect(h.state.get().cart.items).toEqual([cartItem()]);
  });
});
