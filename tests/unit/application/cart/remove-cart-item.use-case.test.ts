import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, ok } from "../fixtures";
import { harness } from "../harness";

const voucher = { code: "SAVE10", isDiscount: true, amount: fromMajor(10) };

describe("RemoveCartItemUseCase (SPEC §4: removing the last cart item clears the voucher)", () => {
  it("removes a line and keeps the voucher while items remain", async () => {
    const h = harness({ state: { cart: { items: [cartItem(), cartItem({ idBlock: "b2" })], voucher, unreadableLines: [] } } });
    await h.removeCartItem.execute({ idBlock: "block-1" });
    expect(h.state.get().cart).toEqual({ items: [cartItem({ idBlock: "b2" })], voucher, unreadableLines: [] });
  });

  it("removing the last item clears the voucher", async () => {
    const h = harness({ state: { cart: { items: [cartItem()], voucher, unreadableLines: [] } } });
    await h.removeCartItem.execute({ idBlock: "block-1" });
    expect(h.state.get().cart).toEqual({ items: [], voucher: null, unreadableLines: [] });
  });

  it("a signed-in user's emptied cart is deleted on the server", async () => {
    const remove = recorder(() => ok(undefined));
    const h = harness({
      signedIn: aUser(),
      remotes: { carts: { delete: remove } },
      state: { cart: { items: [cartItem()], voucher, unreadableLines: [] } },
    });
    await expect(h.removeCartItem.execute({ idBlock: "block-1" })).resolves.toEqual(Result.succeed({ _tag: "Synced" }));
    expect(remove.calls).toHaveLength(1);
  });

  it("refuses an unknown idBlock", async () => {
    const h = harness();
    const result = await h.removeCartItem.execute({ idBlock: "nope" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("CartItemNotFound");
  });
});
