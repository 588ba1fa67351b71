import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import type { CartItems } from "@/domain/cart/cart-item";
import { NetworkError, ServerMessage, Unauthorized, type ApiError } from "@/application/ports/api-errors";
import type { CartSnapshot } from "@/application/ports/cart-repository.port";
import type { CartPending } from "@/application/state/cart-sync-state";
import { settle } from "../../fakes/fake-scheduler";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, ok, serverLines } from "../fixtures";
import { harness, type HarnessOptions } from "../harness";

const line = cartItem({ idBlock: "b1", amount: fromMajor(7.5) });
const voucher = { code: "SAVE10", isDiscount: false, amount: fromMajor(10) };

const signedIn = (pending: CartPending, items: CartItems, remotes: NonNullable<HarnessOptions["remotes"]>) =>
  harness({
    signedIn: aUser(),
    remotes,
    state: { cart: { items, voucher: items.length === 0 ? null : voucher, unreadableLines: [] }, cartPending: pending },
  });

describe("SyncCartUseCase (SPEC §4/§6 server cart for signed-in users)", () => {
  it("keeps a guest's cart local and calls nothing", async () => {
    const h = harness({ state: { cart: { items: [line], voucher: null, unreadableLines: [] } } }); // every CartRepositoryPort call would throw
    await expect(h.syncCart.execute()).resolves.toEqual({ _tag: "Local" });
  });

  it("pending save: sends the items with their total (SPEC §7 carts/save) and is synced after", async () => {
    const save = recorder((_cart: CartSnapshot) => {
      expect(h.state.get().cartSync).toEqual({ _tag: "Saving" });
      return ok(undefined);
    });
    const h = signedIn("save", [line, cartItem({ idBlock: "b2", amount: fromMajor(2.25) })], { carts: { save } });
    await expect(h.syncCart.execute()).resolves.toEqual({ _tag: "Synced" });
    expect(save.calls[0]?.[0].amount).toBe(fromMajor(9.75));
    expect(h.state.get().cartPending).toBe("none");
  });

  it("pending save of an empty cart deletes the server copy (SPEC §7 DELETE /api/carts/delete)", async () => {
    const remove = recorder(() => ok(undefined));
    const h = signedIn("save", [], { carts: { delete: remove } });
    await h.syncCart.execute();
    expect(remove.calls).toHaveLength(1);
  });

  describe("a server line the shop cannot read (another app's shape, a price below zero)", () => {
    const foreign = '{"id":"x","plays":[[1,2,3]],"price":"35"}';

    it("the merge at sign-in keeps it aside and saves it back as it came, beside the merged lines", async () => {
      const save = recorder((_cart: CartSnapshot) => ok(undefined));
      const h = signedIn("merge", [line], {
        carts: { fetch: () => ok(serverLines([cartItem({ idBlock: "srv", amount: fromMajor(35) })], [foreign])), save },
      });
      await expect(h.syncCart.execute()).resolves.toEqual({ _tag: "Synced" });
      expect(save.calls[0]?.[0]).toEqual({
        items: [line, cartItem({ idBlock: "srv", amount: fromMajor(35) })],
        unreadableLines: [foreign],
        amount: fromMajor(7.5 + 35),
      });
      expect(h.state.get().cart.unreadableLines).toEqual([foreign]);
    });

    it("removing the last line the shop reads saves the cart with it, where an empty cart is deleted", async () => {
      const save = recorder((_cart: CartSnapshot) => ok(undefined));
      const remove = recorder(() => ok(undefined));
      const h = signedIn("none", [line], { carts: { fetch: () => ok(serverLines([line], [foreign])), save, delete: remove } });
      await h.syncCart.execute();
      await h.removeCartItem.execute({ idBlock: line.idBlock });
      await settle();
      expect(remove.calls).toHaveLength(0);
      expect(save.calls.at(-1)?.[0]).toEqual({ items: [], unreadableLines: [foreign], amount: fromMajor(0) });
      expect(h.state.get().cart.voucher).toBeNull();
    });

    it("nothing pending reads it from the server copy with the lines around it", async () => {
      const h = signedIn("none", [], { carts: { fetch: () => ok(serverLines([line], [foreign])) } });
      await h.syncCart.execute();
      expect(h.state.get().cart).toMatchObject({ items: [line], unreadableLines: [foreign] });
    });
  });

  it.each([
    ["server items replace the local ones; the voucher stays", [cartItem({ idBlock: "srv" })], ["srv"], "SAVE10"],
    ["an empty server cart empties the local one and its voucher", [], [], null],
  ])("nothing pending reads the server copy: %s", async (_case, server, blocks, code) => {
    const h = signedIn("none", [line], { carts: { fetch: () => ok(serverLines(server)) } });
    await expect(h.syncCart.execute()).resolves.toEqual({ _tag: "Synced" });
    expect(h.state.get().cart.items.map((item) => item.idBlock)).toEqual(blocks);
    expect(h.state.get().cart.voucher?.code ?? null).toBe(code);
  });

  it("SPEC §7: a failed save leaves the cart unsaved and kept; nothing is repeated on a timer", async () => {
    const save = recorder((_cart: CartSnapshot) =>
      Promise.resolve(Result.fail<ApiError>(new ServerMessage({ status: 503, message: "busy" }))),
    );
    const h = signedIn("save", [line], { carts: { save } });
    await expect(h.syncCart.execute()).resolves.toEqual({ _tag: "Unsaved", reason: "ServerMessage" });
    expect(h.scheduler.requested).toEqual([]);
    expect(h.scheduler.pending).toBe(0);
    await h.scheduler.advance(10 * 60_000);
    expect(save.calls).toHaveLength(1);
    expect(h.state.get().cartSync).toEqual({ _tag: "Unsaved", reason: "ServerMessage" });
    expect(h.state.get().cartPending).toBe("save");
    expect(h.state.get().cart.items).toEqual([line]);
  });

  /** A save that fails while `down` is true, recorded. */
  const flakySave = (down: { value: boolean }) =>
    recorder((_cart: CartSnapshot) =>
      down.value ? Promise.resolve(Result.fail<ApiError>(new NetworkError({ reason: "offline" }))) : ok(undefined),
    );

  it.each<[string, (h: ReturnType<typeof signedIn>) => Promise<unknown>]>([
    [
      "the browser comes back online",
      async (h) => {
        h.connectivity.comeOnline();
        await settle();
      },
    ],
    ["the player presses Try again", (h) => h.syncCart.execute()],
    ["the next cart change", (h) => h.addCartItem.execute(cartItem({ idBlock: "b2" }))],
  ])("an unsaved cart is saved when %s, with every item", async (_case, occasion) => {
    const down = { value: true };
    const save = flakySave(down);
    const h = signedIn("save", [line], { carts: { save } });
    await h.syncCart.execute();
    down.value = false;
    await occasion(h);
    expect(save.calls).toHaveLength(2);
    expect(save.calls[1]?.[0].items.map((item) => item.idBlock)).toContain("b1");
    expect(h.state.get().cartSync).toEqual({ _tag: "Synced" });
    expect(h.state.get().cartPending).toBe("none");
  });

  it("coming back online does nothing when the cart is saved, local (guest) or the player signed out", async () => {
    const save = recorder((_cart: CartSnapshot) => ok(undefined));
    const synced = signedIn("save", [line], { carts: { save } });
    await synced.syncCart.execute();
    synced.connectivity.comeOnline();
    await settle();
    expect(save.calls).toHaveLength(1);

    const guest = harness({ state: { cart: { items: [line], voucher: null, unreadableLines: [] } } }); // a CartRepositoryPort call would throw
    await guest.syncCart.execute();
    guest.connectivity.comeOnline();
    await settle();
    expect(guest.state.get().cartSync).toEqual({ _tag: "Local" });

    const down = { value: true };
    const failing = flakySave(down);
    const left = signedIn("save", [line], { carts: { save: failing } });
    await left.syncCart.execute();
    left.session.clear();
    down.value = false;
    left.connectivity.comeOnline();
    await settle();
    expect(failing.calls).toHaveLength(1);
  });

  it("a change while a save is out is saved after it, in order, and stays pending until then", async () => {
    const sent: string[][] = [];
    let release: () => void = () => undefined;
    const h = signedIn("save", [line], {
      carts: {
        save: (cart: CartSnapshot) => {
          sent.push(cart.items.map((item) => item.idBlock));
          return sent.length === 1
            ? new Promise((resolve) => (release = () => resolve(Result.succeed(undefined))))
            : ok(undefined);
        },
      },
    });
    const first = h.syncCart.execute();
    await Promise.resolve();
    const second = h.addCartItem.execute(cartItem({ idBlock: "b2" }));
    expect(h.state.get().cartPending).toBe("save");
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual([["b1"], ["b1", "b2"]]);
    expect(h.state.get().cartPending).toBe("none");
    expect(h.state.get().cartSync).toEqual({ _tag: "Synced" });
  });

  it("a 401 follows SPEC §8 (the port's policy) and is not retried", async () => {
    const h = signedIn("save", [line], {
      carts: { save: () => Promise.resolve(Result.fail(Unauthorized.fromMessage("unauthorized"))) },
    });
    await h.syncCart.execute();
    expect(h.navigator.last?.path).toBe("/login");
    expect(h.session.accessToken()).toBeUndefined();
    expect(h.scheduler.pending).toBe(0);
  });

  it("a server copy that arrives after a local change does not overwrite it", async () => {
    let answer: (items: CartItems) => void = () => undefined;
    const save = recorder((_cart: CartSnapshot) => ok(undefined));
    const h = signedIn("none", [line], {
      carts: {
        fetch: () => new Promise((resolve) => (answer = (items) => resolve(Result.succeed(serverLines(items))))),
        save,
      },
    });
    const pulling = h.syncCart.execute();
    await Promise.resolve();
    const adding = h.addCartItem.execute(cartItem({ idBlock: "b2" }));
    answer([cartItem({ idBlock: "srv" })]);
    await Promise.all([pulling, adding]);
    expect(h.state.get().cart.items.map((item) => item.idBlock)).toEqual(["b1", "b2"]);
    expect(save.calls[0]?.[0].items.map((item) => item.idBlock)).toEqual(["b1", "b2"]);
  });

  it("a logout while the login merge is out leaves the cleared state alone", async () => {
    let answer: (items: CartItems) => void = () => undefined;
    const h = signedIn("merge", [line], {
      carts: {
        fetch: () => new Promise((resolve) => (answer = (items) => resolve(Result.succeed(serverLines(items))))),
      },
    });
    const merging = h.syncCart.execute();
    await Promise.resolve();
    await h.logout.execute({ revoke: false });
    answer([cartItem({ idBlock: "srv" })]);
    await merging;
    expect(h.state.get().cart.items).toEqual([]);
    expect(h.store.entries()).toEqual({});
  });
});
