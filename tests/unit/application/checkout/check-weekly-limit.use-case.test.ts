import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ServerMessage } from "@/application/ports/api-errors";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, fails, ok } from "../fixtures";
import { harness } from "../harness";

const limit = { allowed: true, remaining: 3, limit: 10 };

describe("CheckWeeklyLimitUseCase (SPEC §6/§7: only when a user id exists)", () => {
  it("is not checked for a guest", async () => {
    const h = harness(); // WeeklyLimitPort.check would throw
    await expect(h.checkWeeklyLimit.execute()).resolves.toEqual(Result.succeed({ _tag: "NotChecked" }));
  });

  it("sends the user id and the cart's plays (entries × draws)", async () => {
    const check = recorder((_request: { userId: number; quantity: number }) => ok(limit));
    const items = [cartItem({ bets: [[1], [2]], draws: 3 }), cartItem({ idBlock: "b2", bets: [[1]], draws: 1 })];
    const h = harness({
      signedIn: aUser({ id: 77 }),
      remotes: { limits: { check } },
      state: { cart: { items, voucher: null, unreadableLines: [] } },
    });
    await expect(h.checkWeeklyLimit.execute()).resolves.toEqual(Result.succeed({ _tag: "Checked", limit }));
    expect(check.calls).toEqual([[{ userId: 77, quantity: 7 }]]);
  });

  it("takes a given quantity instead", async () => {
    const check = recorder((_request: { userId: number; quantity: number }) => ok(limit));
    const h = harness({ signedIn: aUser(), remotes: { limits: { check } } });
    await h.checkWeeklyLimit.execute({ quantity: 2 });
    expect(check.calls[0]?.[0].quantity).toBe(2);
  });

  it("passes a failure on", async () => {
    const h = harness({
      signedIn: aUser(),
      remotes: { limits: { check: () => fails(new ServerMessage({ status: 500, message: "x" })) } },
    });
    const result = await h.checkWeeklyLimit.execute();
    expect(Result.isFailure(result) && result.failure._tag).toBe("ServerMessage");
  });
});
