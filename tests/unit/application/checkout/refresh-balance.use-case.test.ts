import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import { DecodeError, Unauthorized } from "@/application/ports/api-errors";
import { aUser, fails, ok } from "../fixtures";
import { harness } from "../harness";

describe("RefreshBalanceUseCase (SPEC §7 balance; SPEC §8 failure only logged)", () => {
  it("stores the balance of a signed-in user", async () => {
    const h = harness({ signedIn: aUser(), remotes: { balances: { balance: () => ok(fromMajor(1234.5)) } } });
    await expect(h.refreshBalance.execute()).resolves.toBe(fromMajor(1234.5));
    expect(h.state.get().balance).toBe(123_450);
  });

  it("asks nothing for a guest (SPEC §6)", async () => {
    const h = harness(); // BalancePort.balance would throw
    await expect(h.refreshBalance.execute()).resolves.toBeNull();
  });

  it("a failure is only logged; the last known balance stays", async () => {
    const h = harness({
      signedIn: aUser(),
      state: { balance: fromMajor(5) },
      remotes: { balances: { balance: () => fails(new DecodeError({ message: "data.total" })) } },
    });
    await expect(h.refreshBalance.execute()).resolves.toBe(fromMajor(5));
    expect(h.logger.lines).toEqual([{ level: "warn", message: "Balance could not be read", context: { reason: "DecodeError" } }]);
    expect(h.navigator.visits).toEqual([]);
  });

  it("a 401 'unauthorized' logs out (SPEC §8)", async () => {
    const h = harness({
      signedIn: aUser(),
      remotes: { balances: { balance: () => fails(Unauthorized.fromMessage("unauthorized")) } },
    });
    await h.refreshBalance.execute();
    expect(h.state.get().user).toBeNull();
    expect(h.navigator.last?.path).toBe("/login");
  });
});
