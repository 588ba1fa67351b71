import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { Unauthorized } from "@/application/ports/api-errors";
import type { Session } from "@/application/ports/auth-gateway.port";
import type { Remote } from "@/application/ports/remote-result";
import { recorder } from "../../fakes/strict-fake";
import { aSession, fails, ok } from "../fixtures";
import { harness } from "../harness";

const tokenHarness = (answer: () => Remote<Session> = () => ok(aSession({ accessToken: "url-token" }))) => {
  const tokenLogin = recorder((_token: string) => answer());
  const h = harness({
    remotes: { auth: { tokenLogin }, carts: { fetch: () => ok([]) }, balances: { balance: () => ok(fromMajor(3)) } },
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
    expect(Result.isSuccess(result)).toBe(true);
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
