import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { NetworkError, Unauthorized } from "@/application/ports/api-errors";
import type { Session } from "@/application/ports/auth-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import type { CartItem } from "@/domain/cart/cart-item";
import type { PurchaseReceipt } from "@/application/ports/payment-gateway.port";
import { recorder } from "../../fakes/strict-fake";
import { aSession, aUser, cartItem, fails, ok, serverLines } from "../fixtures";
import { harness } from "../harness";

const sara = aUser({ id: 7, fullName: "Sara Ahmed", phone: "509876543" });
const saraSession = aSession({ accessToken: "sara-token", user: sara });

/** Layla (id 42, "token-abc") is signed in with one cart line and has opened a link with Sara's token. */
const asked = (
  options: {
    readonly read?: () => Remote<Session>;
    readonly again?: () => Remote<Session>;
    readonly serverCart?: CartItem[];
  } = {},
) => {
  const answers = [options.read ?? (() => ok(saraSession)), options.again ?? (() => ok(saraSession))];
  const tokenLogin = recorder((_token: string) => (answers.shift() ?? (() => ok(saraSession)))());
  const fetchCart = recorder(() => ok(serverLines(options.serverCart ?? [])));
  const save = recorder(() => ok(undefined));
  const h = harness({
    signedIn: aUser(),
    state: {
      balance: fromMajor(12),
      cart: { items: [cartItem({ id: "local", idBlock: "blk-local" })], voucher: null, unreadableLines: [] },
    },
    remotes: { auth: { tokenLogin }, carts: { fetch: fetchCart, save }, balances: { balance: () => ok(fromMajor(50)) } },
  });
  return { h, tokenLogin, fetchCart, save };
};

const ask = async (h: ReturnType<typeof asked>["h"]) => {
  const result = await h.tokenLogin.execute({ location: "/wallet?token=sara-token" });
  expect(Result.isSuccess(result) && result.success).toBe("switchAsked");
};

describe("AnswerAccountSwitchUseCase (issue 13, SPEC §2 token in the URL)", () => {
  it("declining keeps the current session and closes the question, with no call", async () => {
    const { h, tokenLogin } = asked();
    await ask(h);
    const result = await h.answerAccountSwitch.execute({ accept: false });
    expect(Result.isSuccess(result) && result.success).toBe("kept");
    expect(tokenLogin.calls).toHaveLength(1);
    expect(h.session.accessToken()).toBe("token-abc");
    expect(h.state.get().user?.id).toBe(42);
    expect(h.state.get().balance).toBe(fromMajor(12));
    expect(h.state.get().accountSwitch).toBeNull();
    expect(h.queries.resets).toBe(0);
  });

  it("accepting switches as a token login does: token and user stored, cart merged (SPEC §4), balance read, cache reset", async () => {
    const { h, tokenLogin, fetchCart, save } = asked({ serverCart: [cartItem({ id: "sara-line", idBlock: "blk-sara" })] });
    await ask(h);
    const result = await h.answerAccountSwitch.execute({ accept: true });
    expect(Result.isSuccess(result) && result.success).toBe("switched");
    expect(tokenLogin.calls).toEqual([["sara-token"]]); // the session read for the question is used
    expect(h.session.accessToken()).toBe("sara-token");
    expect(h.session.user()).toEqual({ id: 7, fullName: "Sara Ahmed" });
    expect(h.state.get().user).toEqual({ id: 7, fullName: "Sara Ahmed" });
    expect(fetchCart.calls).toHaveLength(1);
    expect(
      h.state
        .get()
        .cart.items.map((item) => item.idBlock)
        .sort(),
    ).toEqual(["blk-local", "blk-sara"]);
    expect(save.calls).toHaveLength(1);
    expect(h.state.get().balance).toBe(fromMajor(50));
    expect(h.state.get().accountSwitch).toBeNull();
    expect(h.queries.resets).toBe(1);
    expect(h.navigator.visits).toEqual([{ kind: "replace", path: "/wallet" }]); // stays on the page
  });

  it("the previous account's balance and last purchase are gone before the new session starts", async () => {
    const { h } = asked();
    await ask(h);
    h.state.update((state) => ({ ...state, lastPurchase: { reference: "R-1" } as unknown as PurchaseReceipt }));
    const seen: Array<unknown> = [];
    h.state.subscribe(() => {
      const { user, balance, lastPurchase } = h.state.get();
      if (user?.id === 7) seen.push({ balance, lastPurchase });
    });
    await h.answerAccountSwitch.execute({ accept: true });
    expect(seen[0]).toEqual({ balance: null, lastPurchase: null });
  });

  it.each([
    ["refused by the server", () => fails(Unauthorized.fromMessage("unauthorized")), "linkRefused"],
    ["unreachable", () => fails(new NetworkError({ reason: "offline" })), "unavailable"],
  ])(
    "a token unread at the question is read on accept; %s, the current session stays and the question says why",
    async (_name, again, failure) => {
      const { h, tokenLogin } = asked({
        read: () => fails(new NetworkError({ reason: "offline" })),
        again: again as () => Remote<Session>,
      });
      await ask(h);
      expect(h.state.get().accountSwitch?.target).toBeNull();
      const result = await h.answerAccountSwitch.execute({ accept: true });
      expect(Result.isFailure(result) && result.failure).toBe(failure);
      expect(tokenLogin.calls).toEqual([["sara-token"], ["sara-token"]]);
      expect(h.session.accessToken()).toBe("token-abc");
      expect(h.state.get().user?.id).toBe(42);
      expect(h.state.get().accountSwitch).toMatchObject({ switching: false, failure });
      expect(h.queries.resets).toBe(0);
    },
  );

  it("a token unread at the question that reads on accept switches", async () => {
    const { h } = asked({ read: () => fails(new NetworkError({ reason: "offline" })) });
    await ask(h);
    const result = await h.answerAccountSwitch.execute({ accept: true });
    expect(Result.isSuccess(result) && result.success).toBe("switched");
    expect(h.session.accessToken()).toBe("sara-token");
  });

  it("says switching while the switch is on its way; a second answer meanwhile does nothing", async () => {
    let release: (session: Result.Result<Session, never>) => void = () => undefined;
    const { h } = asked({
      read: () => fails(new NetworkError({ reason: "offline" })),
      again: () => new Promise((resolve) => (release = resolve)),
    });
    await ask(h);
    const first = h.answerAccountSwitch.execute({ accept: true });
    expect(h.state.get().accountSwitch?.switching).toBe(true);
    const second = await h.answerAccountSwitch.execute({ accept: false });
    expect(Result.isSuccess(second) && second.success).toBe("noQuestion");
    release(Result.succeed(saraSession));
    expect(Result.isSuccess(await first)).toBe(true);
    expect(h.session.accessToken()).toBe("sara-token");
  });

  it("without a question there is nothing to answer", async () => {
    const h = harness({ signedIn: aUser() });
    const result = await h.answerAccountSwitch.execute({ accept: true });
    expect(Result.isSuccess(result) && result.success).toBe("noQuestion");
    expect(h.session.accessToken()).toBe("token-abc");
  });
});
