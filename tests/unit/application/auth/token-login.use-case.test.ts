import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { NetworkError, Unauthorized } from "@/application/ports/api-errors";
import type { Session } from "@/application/ports/auth-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import { recorder } from "../../fakes/strict-fake";
import { aSession, aUser, fails, ok, serverLines } from "../fixtures";
import { harness } from "../harness";

const tokenHarness = (answer: () => Remote<Session> = () => ok(aSession({ accessToken: "url-token" }))) => {
  const tokenLogin = recorder((_token: string) => answer());
  const h = harness({
    remotes: { auth: { tokenLogin }, carts: { fetch: () => ok(serverLines([])) }, balances: { balance: () => ok(fromMajor(3)) } },
  });
  return { h, tokenLogin };
};

describe("TokenLoginUseCase (SPEC §2 token query parameter)", () => {
  it.each([
    ["/wallet?token=url-token", "/wallet"],
    ["/wallet?step=4&token=url-token", "/wallet?step=4"],
    ["/?token=url-token&utm_source=app#top", "/?utm_source=app#top"],
    ["/ar/checkout?token=url-token", "/ar/checkout"],
  ])("%s: logs in, then the address bar shows %s (replaced, no history entry)", async (location, shown) => {
    const { h, tokenLogin } = tokenHarness();
    const result = await h.tokenLogin.execute({ location });
    expect(Result.isSuccess(result) && result.success).toBe("signedIn");
    expect(tokenLogin.calls).toEqual([["url-token"]]);
    expect(h.navigator.visits).toEqual([{ kind: "replace", path: shown }]);
    expect(h.session.accessToken()).toBe("url-token");
    expect(h.state.get().user).not.toBeNull();
  });

  it("does nothing without a token parameter", async () => {
    const { h, tokenLogin } = tokenHarness();
    const result = await h.tokenLogin.execute({ location: "/wallet?step=4" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("NoTokenInUrl");
    expect(tokenLogin.calls).toEqual([]);
    expect(h.navigator.visits).toEqual([]);
  });

  it("removes an empty token parameter without calling the server", async () => {
    const { h, tokenLogin } = tokenHarness();
    await h.tokenLogin.execute({ location: "/faq?token=" });
    expect(tokenLogin.calls).toEqual([]);
    expect(h.navigator.visits).toEqual([{ kind: "replace", path: "/faq" }]);
  });

  it("a refused token removes it from the address and leaves the visitor a guest, without the 401 rule", async () => {
    const { h } = tokenHarness(() => fails(Unauthorized.fromMessage("unauthorized")));
    const result = await h.tokenLogin.execute({ location: "/numbers?token=stale" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("Unauthorized");
    expect(h.navigator.visits).toEqual([{ kind: "replace", path: "/numbers" }]);
    expect(h.session.accessToken()).toBeUndefined();
    expect(h.logger.lines).toHaveLength(1);
  });
});

/** Issue 13: a signed-in player (token "token-abc", Layla, id 42) opens a link with a token. */
describe("TokenLoginUseCase for a signed-in player (issue 13: asked before switching)", () => {
  const sara = aUser({ id: 7, fullName: "Sara Ahmed", callingCode: "+971", phone: "509876543" });
  const signedInHarness = (answer: () => Remote<Session>) => {
    const tokenLogin = recorder((_token: string) => answer());
    const h = harness({ signedIn: aUser(), remotes: { auth: { tokenLogin } } });
    return { h, tokenLogin };
  };

  it("another account's token: reads it with that token, asks, and leaves the session and the address's rest alone", async () => {
    const { h, tokenLogin } = signedInHarness(() => ok(aSession({ accessToken: "sara-token", user: sara })));
    const result = await h.tokenLogin.execute({ location: "/wallet?step=4&token=sara-token" });
    expect(Result.isSuccess(result) && result.success).toBe("switchAsked");
    expect(tokenLogin.calls).toEqual([["sara-token"]]);
    expect(h.navigator.visits).toEqual([{ kind: "replace", path: "/wallet?step=4" }]);
    expect(h.session.accessToken()).toBe("token-abc");
    expect(h.state.get().user?.id).toBe(42);
    expect(h.state.get().accountSwitch).toMatchObject({
      token: "sara-token",
      target: { fullName: "Sara Ahmed", maskedPhone: "+971 ••••••543" },
      switching: false,
      failure: null,
    });
  });

  it.each([
    ["refused", () => fails(Unauthorized.fromMessage("unauthorized"))],
    ["unreachable", () => fails(new NetworkError({ reason: "offline" }))],
  ])("a token whose account cannot be read (%s) is asked about all the same, without a name", async (_name, answer) => {
    const { h } = signedInHarness(answer as () => Remote<Session>);
    const result = await h.tokenLogin.execute({ location: "/faq?token=other" });
    expect(Result.isSuccess(result) && result.success).toBe("switchAsked");
    expect(h.state.get().accountSwitch).toMatchObject({ token: "other", target: null, session: null });
    expect(h.session.accessToken()).toBe("token-abc");
    expect(h.logger.lines).toHaveLength(1);
    expect(JSON.stringify(h.logger.lines)).not.toContain("other");
  });

  it("the session's own token: no question, no call, only the address is cleaned", async () => {
    const { h, tokenLogin } = signedInHarness(() => ok(aSession()));
    const result = await h.tokenLogin.execute({ location: "/faq?token=token-abc" });
    expect(Result.isSuccess(result) && result.success).toBe("alreadySignedIn");
    expect(tokenLogin.calls).toEqual([]);
    expect(h.navigator.visits).toEqual([{ kind: "replace", path: "/faq" }]);
    expect(h.state.get().accountSwitch).toBeNull();
  });

  it("another token of the same account: no question, the current session stays", async () => {
    const { h } = signedInHarness(() => ok(aSession({ accessToken: "second-device-token" })));
    const result = await h.tokenLogin.execute({ location: "/?token=second-device-token" });
    expect(Result.isSuccess(result) && result.success).toBe("alreadySignedIn");
    expect(h.state.get().accountSwitch).toBeNull();
    expect(h.session.accessToken()).toBe("token-abc");
  });
});
