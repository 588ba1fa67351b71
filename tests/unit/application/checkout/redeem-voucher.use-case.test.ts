import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fromMajor } from "@/domain/money/money";
import type { VoucherRedeemRequest } from "@/domain/voucher/voucher";
import type { VoucherOutcome } from "@/domain/voucher/voucher-outcome";
import { NetworkError, Unauthorized } from "@/application/ports/api-errors";
import type { Remote } from "@/application/ports/remote-result";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { recorder } from "../../fakes/strict-fake";
import { aUser, cartItem, fails, ok } from "../fixtures";
import { harness } from "../harness";

const redeemed: VoucherOutcome = {
  _tag: "VoucherRedeemed",
  voucher: { code: "SAVE10", isDiscount: true, amount: fromMajor(10) },
  message: "Applied",
};

const voucherHarness = (answer: () => Remote<VoucherOutcome>) => {
  const redeem = recorder((_request: VoucherRedeemRequest) => answer());
  const balance = recorder(() => ok(fromMajor(90)));
  const h = harness({
    signedIn: aUser(),
    remotes: { vouchers: { redeem }, balances: { balance } },
    state: { cart: { items: [cartItem()], voucher: null, unreadableLines: [] }, balance: fromMajor(100) },
  });
  return { h, redeem, balance };
};

describe("RedeemVoucherUseCase (SPEC §4, §7, §8)", () => {
  it("success: applied, code stored with the cart, discount flag and amount recorded, balance refreshed", async () => {
    const { h, redeem, balance } = voucherHarness(() => ok(redeemed));
    const result = await h.redeemVoucher.execute({ code: "  SAVE10 " });
    expect(result).toEqual(Result.succeed(redeemed));
    expect(redeem.calls).toEqual([[{ code: "SAVE10", discount: false }]]);
    expect(h.state.get().cart.voucher).toEqual({ code: "SAVE10", isDiscount: true, amount: fromMajor(10) });
    expect(JSON.parse(h.store.get(STORAGE_KEYS.cart) ?? "{}").cart.voucher.code).toBe("SAVE10");
    expect(balance.calls).toHaveLength(1);
    expect(h.state.get().balance).toBe(fromMajor(90));
  });

  it.each<[string, VoucherOutcome]>([
    ["a ban with its time (SPEC §8)", { _tag: "VoucherBanned", duration: "10m", usableAfter: new Date("2025-01-15T12:10:00Z") }],
    ["the server's message", { _tag: "VoucherRejected", message: "Voucher expired" }],
    ["'Failed to redeem voucher'", { _tag: "VoucherFailed" }],
  ])("failure answers %s as the domain outcome; cart and balance untouched", async (_case, outcome) => {
    const { h, balance } = voucherHarness(() => ok(outcome));
    const result = await h.redeemVoucher.execute({ code: "SAVE10" });
    expect(result).toEqual(Result.succeed(outcome));
    expect(h.state.get().cart.voucher).toBeNull();
    expect(balance.calls).toHaveLength(0);
  });

  it.each(["", "   "])("SPEC §5: the code %j is refused before any call", async (code) => {
    const { h, redeem } = voucherHarness(() => ok(redeemed));
    const result = await h.redeemVoucher.execute({ code });
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "InvalidVoucherCode",
      fieldErrors: { code: "voucherCodeRequired" },
    });
    expect(redeem.calls).toHaveLength(0);
  });

  it("SPEC §6: a guest's code is never sent (SignInRequired), the cart and the page untouched", async () => {
    const redeem = recorder((_request: VoucherRedeemRequest) => ok(redeemed));
    const h = harness({
      remotes: { vouchers: { redeem } },
      state: { cart: { items: [cartItem()], voucher: null, unreadableLines: [] }, balance: null },
    });
    const result = await h.redeemVoucher.execute({ code: "SAVE10" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("SignInRequired");
    expect(redeem.calls).toHaveLength(0);
    expect(h.state.get().cart.voucher).toBeNull();
    expect(h.navigator.last).toBeUndefined();
  });

  it("a call that does not get through is a failure", async () => {
    const { h } = voucherHarness(() => fails(new NetworkError({ reason: "offline" })));
    const result = await h.redeemVoucher.execute({ code: "SAVE10" });
    expect(Result.isFailure(result) && result.failure._tag).toBe("NetworkError");
  });

  it("a 401 follows SPEC §8", async () => {
    const { h } = voucherHarness(() => fails(Unauthorized.fromMessage("Session moved")));
    await h.redeemVoucher.execute({ code: "SAVE10" });
    expect(h.navigator.last?.path).toBe("/login?reauth=1");
    expect(h.session.accessToken()).toBe("token-abc");
  });
});
