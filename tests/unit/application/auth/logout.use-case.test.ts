import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { NetworkError } from "@/application/ports/api-errors";
import type { AuthGatewayPort } from "@/application/ports/auth-gateway.port";
import { INITIAL_SESSION_STATE } from "@/application/state/session-state";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, fails, ok } from "../fixtures";
import { harness } from "../harness";

const signedInHarness = (logout: AuthGatewayPort["logout"] = () => ok(undefined)) =>
  harness({
    signedIn: aUser(),
    remotes: { auth: { logout } },
    storage: { cart: "{}", campaign: "{}", lastVisitedPath: "/wallet" },
    state: {
      balance: fromMajor(50),
      cart: { items: [cartItem()], voucher: { code: "SAVE10", isDiscount: false, amount: fromMajor(10) }, unreadableLines: [] },
      registration: { callingCode: "+971", phone: "5", otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 120 },
      initialised: true,
    },
  });

describe("LogoutUseCase (SPEC §4 logout)", () => {
  it("clears user data, tickets, balance, cart and registration state, wipes local storage and cached queries, goes to /login", async () => {
    const h = signedInHarness();
    await h.logout.execute({ revoke: true });
    expect(h.state.get()).toEqual({ ...INITIAL_SESSION_STATE, initialised: true });
    expect(h.session.accessToken()).toBeUndefined();
    expect(h.session.user()).toBeUndefined();
    expect(h.store.entries()).toEqual({});
    expect(h.queries.clears).toBe(1);
    expect(h.navigator.visits).toEqual([{ kind: "go", path: "/login" }]);
  });

  it("revokes the token on the server when the user asks to leave", async () => {
    const revoke = recorder(() => ok(undefined));
    const h = signedInHarness(revoke);
    await h.logout.execute({ revoke: true });
    expect(revoke.calls).toHaveLength(1);
  });

  it("a second Sign out while the first is revoking joins it: one revocation, one wipe, one visit to /login", async () => {
    const answers: Array<(value: Result.Result<void, never>) => void> = [];
    const revoke = recorder(() => new Promise<Result.Result<void, never>>((resolve) => answers.push(resolve)));
    const h = signedInHarness(revoke);
    const first = h.logout.execute({ revoke: true });
    const second = h.logout.execute({ revoke: true });
    for (const answer of answers) answer(Result.succeed(undefined));
    await Promise.all([first, second]);
    expect(revoke.calls).toHaveLength(1);
    expect(h.queries.clears).toBe(1);
    expect(h.navigator.visits).toEqual([{ kind: "go", path: "/login" }]);
  });

  it("a Sign out after the last one finished runs again (nothing is held once it is over)", async () => {
    const h = harness({ storage: { cart: '{"items":[]}' } });
    await h.logout.execute({ revoke: true });
    await h.logout.execute({ revoke: true });
    expect(h.navigator.visits).toHaveLength(2);
  });

  it("still logs out locally when revoking fails, and logs it", async () => {
    const h = signedInHarness(() => fails(new NetworkError({ reason: "offline" })));
    await h.logout.execute({ revoke: true });
    expect(h.session.accessToken()).toBeUndefined();
    expect(h.logger.lines.map((line) => line.context?.["reason"])).toEqual(["NetworkError"]);
  });

  it("signed out already (a late 401 after the logout it caused): goes to /login, keeps the visitor's cart, clears nothing again", async () => {
    const h = harness({ storage: { cart: '{"items":[]}' } });
    await h.logout.execute({ revoke: false });
    await h.logout.execute({ revoke: true });
    expect(h.store.entries()).toEqual({ cart: '{"items":[]}' });
    expect(h.queries.clears).toBe(0);
    expect(h.navigator.visits).toEqual([
      { kind: "go", path: "/login" },
      { kind: "go", path: "/login" },
    ]);
  });

  it("does not call the server when the token was already refused", async () => {
    const h = harness({ signedIn: aUser() }); // AuthGatewayPort.logout would throw
    await h.logout.execute({ revoke: false });
    expect(h.navigator.last?.path).toBe("/login");
  });
});
