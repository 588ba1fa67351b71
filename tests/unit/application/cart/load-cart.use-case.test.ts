import { describe, expect, it } from "vitest";
import type { CartSnapshot } from "@/application/ports/cart-repository.port";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, ok, serverLines, storedItems } from "../fixtures";
import { harness } from "../harness";

const stored = (pending: string, items = [cartItem()]) => ({
  [STORAGE_KEYS.cart]: JSON.stringify({ cart: { items: storedItems(items), voucher: null }, pending }),
});

describe("LoadCartUseCase (local persistence for guests; server copy for signed-in users)", () => {
  it("a guest's cart comes back from local storage", async () => {
    const h = harness({ storage: stored("none") });
    await expect(h.loadCart.execute()).resolves.toEqual({ _tag: "Local" });
    expect(h.state.get().cart.items).toEqual([cartItem()]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["the wrong shape", JSON.stringify({ cart: { items: [{ id: 1 }], unreadableLines: [] }, pending: "none" })],
    ["an unknown pending mark", JSON.stringify({ cart: { items: [], voucher: null, unreadableLines: [] }, pending: "later" })],
  ])("a corrupt stored cart (%s) is dropped and logged, never a crash", async (_case, text) => {
    const h = harness({ storage: { [STORAGE_KEYS.cart]: text } });
    await h.loadCart.execute();
    expect(h.state.get().cart.items).toEqual([]);
    expect(h.store.get(STORAGE_KEYS.cart)).toBeUndefined();
    expect(h.logger.lines[0]?.context?.["key"]).toBe(STORAGE_KEYS.cart);
  });

  it("a signed-in user with nothing pending gets the server copy", async () => {
    const h = harness({
      signedIn: aUser(),
      storage: stored("none"),
      remotes: { carts: { fetch: () => ok(serverLines([cartItem({ idBlock: "srv" })])) } },
    });
    await h.loadCart.execute();
    expect(h.state.get().cart.items.map((item) => item.idBlock)).toEqual(["srv"]);
  });

  it("a save left pending before the reload is sent, not overwritten by the server copy", async () => {
    const save = recorder((_cart: CartSnapshot) => ok(undefined));
    const h = harness({ signedIn: aUser(), storage: stored("save"), remotes: { carts: { save } } });
    await h.loadCart.execute();
    expect(save.calls[0]?.[0].items).toEqual([cartItem()]);
  });

  it("a merge left pending (login while the server was unreachable) merges before saving", async () => {
    const save = recorder((_cart: CartSnapshot) => ok(undefined));
    const h = harness({
      signedIn: aUser(),
      storage: stored("merge"),
      remotes: { carts: { fetch: () => ok(serverLines([cartItem({ idBlock: "srv" })])), save } },
    });
    await h.loadCart.execute();
    expect(save.calls[0]?.[0].items.map((item) => item.idBlock)).toEqual(["block-1", "srv"]);
  });
});
