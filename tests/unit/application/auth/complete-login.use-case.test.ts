import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { NetworkError, Unauthorized } from "@/application/ports/api-errors";
import type { CartSnapshot } from "@/application/ports/cart-repository.port";
import type { CartItems } from "@/domain/cart/cart-item";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { settle } from "../../fakes/fake-scheduler";
import { recorder } from "../../fakes/strict-fake";
import { aSession, aUser, cartItem, fails, ok, sampleGame, serverLines, storedItems } from "../fixtures";
import { harness } from "../harness";
import { fils } from "@/domain/money/money";

const local = cartItem({ id: "l", idBlock: "block-local", amount: fils(1000) });
const server = cartItem({ id: "s", idBlock: "block-server", amount: fils(500) });
const both = cartItem({ id: "s2", idBlock: "block-local", amount: fils(9900) });

const loginWith = (serverCart: CartItems, localCart: CartItems = [local]) => {
  const save = recorder((_cart: CartSnapshot) => ok(undefined));
  const h = harness({
    remotes: { carts: { fetch: () => ok(serverLines(serverCart)), save }, balances: { balance: () => ok(fromMajor(12.5)) } },
    state: { cart: { items: localCart, voucher: null, unreadableLines: [] } },
  });
  return { h, save };
};

describe("CompleteLoginUseCase (SPEC §4 login success)", () => {
  it("stores the token and the user data: its id and name only (issue 13)", async () => {
    const { h } = loginWith([]);
    await h.completeLogin.execute({ session: aSession() });
    expect(h.session.accessToken()).toBe("token-abc");
    expect(h.session.tokenMaxAgeSeconds).toBe(3_600);
    expect(h.session.user()).toEqual({ id: aUser().id, fullName: aUser().fullName });
    expect(h.state.get().user).toEqual({ id: aUser().id, fullName: aUser().fullName });
  });

  it("fetches the server cart, merges it by idBlock with the local one and saves the result back", async () => {
    const { h, save } = loginWith([server, both]);
    await h.completeLogin.execute({ session: aSession() });
    const ids = h.state.get().cart.items.map((item) => item.id);
    expect(ids).toEqual(["l", "s"]); // local wins on block-local; the server-only line is kept
    expect(save.calls).toEqual([[{ items: h.state.get().cart.items, unreadableLines: [], amount: fromMajor(15) }]]);
    expect(h.state.get().cartSync).toEqual({ _tag: "Synced" });
    expect(h.state.get().cartPending).toBe("none");
  });

  it("ends a sign-up waiting for its code, the copy kept for a reload too", async () => {
    const registration = {
      callingCode: "+971",
      phone: "500000009",
      otpLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 120,
    };
    const h = harness({
      remotes: {
        carts: { fetch: () => ok(serverLines([])), save: () => ok(undefined) },
        balances: { balance: () => ok(fromMajor(1)) },
      },
      state: { registration },
      storage: { [STORAGE_KEYS.registration]: JSON.stringify({ ...registration, sentAt: 0 }) },
    });
    await h.completeLogin.execute({ session: aSession() });
    expect(h.state.get().registration).toBeNull();
    expect(h.store.get(STORAGE_KEYS.registration)).toBeUndefined();
  });

  it("refreshes the balance of the new session", async () => {
    const { h } = loginWith([]);
    await h.completeLogin.execute({ session: aSession() });
    expect(h.state.get().balance).toBe(fromMajor(12.5));
  });

  it.each([
    ["a safe returnUrl is honoured", "/wallet?step=4", [local], "/wallet?step=4"],
    ["returnUrl /login is refused; the cart has items → /checkout", "/login", [local], "/checkout"],
    ["a foreign returnUrl is refused → /checkout", "//evil.example", [local], "/checkout"],
    ["no returnUrl and items in the cart → /checkout", null, [local], "/checkout"],
    ["no returnUrl and an empty cart → /", null, [], "/"],
  ])("SPEC §2 redirect: %s", async (_case, returnUrl, localCart, target) => {
    const { h } = loginWith([], localCart);
    await expect(h.completeLogin.execute({ session: aSession(), returnUrl })).resolves.toBe(target);
    expect(h.navigator.last).toEqual({ kind: "go", path: target });
  });

  it("counts the server's items too when choosing /checkout", async () => {
    const { h } = loginWith([server], []);
    await expect(h.completeLogin.execute({ session: aSession() })).resolves.toBe("/checkout");
  });

  it("server cart unreachable: the local cart is kept, marked unsynced, and merged and saved later — nothing lost", async () => {
    let reachable = false;
    const save = recorder((_cart: CartSnapshot) => ok(undefined));
    const h = harness({
      remotes: {
        carts: { fetch: () => (reachable ? ok(serverLines([server])) : fails(new NetworkError({ reason: "offline" }))), save },
        balances: { balance: () => ok(fromMajor(1)) },
      },
      state: { cart: { items: [local], voucher: null, unreadableLines: [] } },
    });
    await expect(h.completeLogin.execute({ session: aSession() })).resolves.toBe("/checkout");
    expect(h.state.get().cart.items).toEqual([local]);
    expect(h.state.get().cartSync).toEqual({ _tag: "Unsaved", reason: "NetworkError" });
    expect(JSON.parse(h.store.get(STORAGE_KEYS.cart) ?? "{}")).toMatchObject({
      pending: "merge",
      cart: { items: storedItems([local]) },
    });
    expect(save.calls).toHaveLength(0);

    reachable = true;
    // SPEC §7: not on a timer: the browser coming back online sends it.
    h.connectivity.comeOnline();
    await settle();
    expect(h.state.get().cart.items.map((item) => item.idBlock)).toEqual(["block-local", "block-server"]);
    expect(save.calls[0]?.[0].items.map((item) => item.idBlock)).toEqual(["block-local", "block-server"]);
    expect(h.state.get().cartSync).toEqual({ _tag: "Synced" });
    expect(h.state.get().cartPending).toBe("none");
  });

  it("a token refused at once (401 'unauthorized' on the cart) ends at /login, not at the redirect", async () => {
    const h = harness({
      remotes: {
        carts: { fetch: () => fails(Unauthorized.fromMessage("unauthorized")) },
        balances: { balance: () => ok(fromMajor(0)) },
      },
      state: { cart: { items: [local], voucher: null, unreadableLines: [] } },
    });
    await expect(h.completeLogin.execute({ session: aSession(), returnUrl: "/wallet" })).resolves.toBe("/login");
    expect(h.navigator.visits).toEqual([{ kind: "go", path: "/login" }]);
    expect(h.session.accessToken()).toBeUndefined();
    expect(h.state.get().balance).toBeNull();
  });

  it("loads the merged cart line into the tickets being edited (same idBlock)", async () => {
    const { h } = loginWith([]);
    h.ticketEditor.open(sampleGame());
    const editing = h.ticketStore.tickets();
    if (editing === null) throw new Error("no tickets");
    const line = cartItem({ idBlock: editing.list.idBlock, bets: [[1, 2, 3, 4, 5, 6, 9]] });
    h.cartStore.replace({ items: [line], voucher: null, unreadableLines: [] }, "none");
    await h.completeLogin.execute({ session: aSession() });
    const tickets = h.ticketStore.tickets();
    expect(tickets?.list.idBlock).toBe(line.idBlock);
    expect(tickets?.list.entries[0].numbersChecked).toEqual([[1, 2, 3, 4, 5, 6], [9]]);
  });

  it("a refused login answer never reaches the session (LoginWithPassword)", async () => {
    const h = harness({ remotes: { auth: { login: () => fails(new NetworkError({ reason: "offline" })) } } });
    const result = await h.loginWithPassword.execute({ callingCode: "+971", phone: "501234567", password: "Secret#123" });
    expect(Result.isFailure(result)).toBe(true);
    expect(h.session.accessToken()).toBeUndefined();
    expect(h.navigator.visits).toEqual([]);
  });

  it("a password login completes the login and answers the redirect", async () => {
    const login = recorder((_credentials: { callingCode: string; phone: string; password: string }) => ok(aSession()));
    const h = harness({
      remotes: { auth: { login }, carts: { fetch: () => ok(serverLines([])) }, balances: { balance: () => ok(fromMajor(0)) } },
    });
    const result = await h.loginWithPassword.execute({
      callingCode: "+971",
      phone: "501234567",
      password: "Secret#123",
      returnUrl: "/favourite",
    });
    expect(result).toEqual(Result.succeed("/favourite"));
    expect(login.calls).toEqual([[{ callingCode: "+971", phone: "501234567", password: "Secret#123" }]]);
  });
});
