import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { NetworkError, ServerMessage, Unauthorized, type ApiError } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";
import { withUnauthorizedPolicy, type UnauthorizedRule } from "@/application/auth/unauthorized-policy";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, fails, ok } from "../fixtures";
import { harness } from "../harness";

interface TwoCalls {
  read(): Remote<number>;
  signIn(): Remote<number>;
}

/** A port answering `answer` on both methods, and a rule that records what reaches it. */
const setup = (answer: () => Remote<number>) => {
  const seen: unknown[] = [];
  const rule: UnauthorizedRule = { execute: (error) => Promise.resolve(seen.push(error) > 0) };
  const port = withUnauthorizedPolicy<TwoCalls>({ read: answer, signIn: answer }, () => rule, ["signIn"]);
  return { port, seen };
};

describe("withUnauthorizedPolicy (SPEC §8: one rule for a 401 from any call)", () => {
  it("hands a 401 to the rule, then answers the same failure", async () => {
    const refused = Unauthorized.fromMessage("Token expired");
    const { port, seen } = setup(() => fails(refused));
    const answer = await port.read();
    expect(seen).toEqual([refused]);
    expect(Result.isFailure(answer) && answer.failure).toBe(refused);
  });

  it.each<[string, () => Remote<number>]>([
    ["a success", () => ok(7)],
    ["a network failure", () => fails(new NetworkError({ reason: "offline" }))],
    ["another HTTP failure", () => fails(new ServerMessage({ status: 500, message: "Boom" }))],
  ])("leaves %s alone", async (_case, answer) => {
    const { port, seen } = setup(answer);
    const expected = await answer();
    await expect(port.read()).resolves.toEqual(expected);
    expect(seen).toEqual([]);
  });

  it("does not apply the rule to an exempt method (sign-in: a wrong password is not a lost session)", async () => {
    const { port, seen } = setup(() => fails(Unauthorized.fromMessage("unauthorized")));
    const answer = await port.signIn();
    expect(Result.isFailure(answer) && answer.failure._tag).toBe("Unauthorized");
    expect(seen).toEqual([]);
  });

  it("the use case gets the answer only after the rule is done (no screen message races the move to /login)", async () => {
    const order: string[] = [];
    const rule: UnauthorizedRule = {
      execute: async () => {
        await Promise.resolve();
        order.push("rule");
        return true;
      },
    };
    const port = withUnauthorizedPolicy<Pick<TwoCalls, "read">>({ read: () => fails(Unauthorized.fromMessage("x")) }, () => rule);
    await port.read().then(() => order.push("use case"));
    expect(order).toEqual(["rule", "use case"]);
  });
});

describe("the 401 rule applied once, whichever use case made the call (harness wired as the container)", () => {
  it.each([
    ["unauthorized", "/login", true],
    ["Session moved", "/login?reauth=1", false],
  ])("a balance read answering 401 %j: the rule runs once → %s", async (message, path, loggedOut) => {
    const h = harness({
      signedIn: aUser(),
      state: { balance: fromMajor(5) },
      remotes: { balances: { balance: () => fails(Unauthorized.fromMessage(message)) } },
    });
    await h.refreshBalance.execute();
    expect(h.navigator.visits).toEqual([{ kind: "go", path }]);
    expect(h.session.accessToken() === undefined).toBe(loggedOut);
  });

  it("several calls refused at once log out and navigate once", async () => {
    const refused = () => fails(Unauthorized.fromMessage("Unauthorized"));
    const h = harness({
      signedIn: aUser(),
      state: { cart: { items: [cartItem()], voucher: null, unreadableLines: [] }, cartPending: "save" },
      remotes: { balances: { balance: refused }, carts: { save: refused, fetch: refused } },
    });
    await Promise.all([h.refreshBalance.execute(), h.refreshBalance.execute(), h.syncCart.execute()]);
    expect(h.navigator.visits).toEqual([{ kind: "go", path: "/login" }]);
    expect(h.session.accessToken()).toBeUndefined();
  });

  it("the player's own logout whose revocation answers 401 does not log out again (no loop)", async () => {
    const revoke = recorder((): Remote<void> => fails<ApiError>(Unauthorized.fromMessage("unauthorized")));
    const h = harness({ signedIn: aUser(), remotes: { auth: { logout: revoke } } });
    await h.logout.execute({ revoke: true });
    expect(revoke.calls).toHaveLength(1);
    expect(h.navigator.visits).toEqual([{ kind: "go", path: "/login" }]);
    expect(h.queries.clears).toBe(1);
  });

  it("a sign-in refused with 401 stays on the form: no navigation, no logout", async () => {
    const h = harness({ remotes: { auth: { login: () => fails(Unauthorized.fromMessage("unauthorized")) } } });
    const answer = await h.loginWithPassword.execute({ callingCode: "+971", phone: "501234567", password: "Secret#123" });
    expect(Result.isFailure(answer) && answer.failure._tag).toBe("Unauthorized");
    expect(h.navigator.visits).toEqual([]);
    expect(h.queries.clears).toBe(0);
  });

  it("a link's token refused with 401 leaves a guest without the rule (token login is exempt)", async () => {
    const h = harness({ remotes: { auth: { tokenLogin: () => fails(Unauthorized.fromMessage("unauthorized")) } } });
    await h.tokenLogin.execute({ location: "/?token=expired" });
    expect(h.navigator.visits.filter((visit) => visit.path.startsWith("/login"))).toEqual([]);
    expect(h.queries.clears).toBe(0);
  });
});
