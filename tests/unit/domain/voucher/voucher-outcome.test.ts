import { describe, expect, it } from "vitest";
import { fils } from "@/domain/money/money";
import { UTC_ZONE, type ZoneOffsetAt } from "@/domain/voucher/voucher-ban";
import { redeemedOutcome, refusalOutcome, type VoucherRefusal } from "@/domain/voucher/voucher-outcome";

const now = new Date("2030-01-01T00:00:00Z");
const dubai: ZoneOffsetAt = () => 240;
const refusal = (facts: Partial<VoucherRefusal>): VoucherRefusal => ({
  attemptType: null,
  bannedUntil: null,
  message: null,
  serverError: false,
  ...facts,
});

describe("voucher outcome from typed facts (SPEC §4, §8)", () => {
  it("a redemption applies the trimmed code with its discount flag and amount", () => {
    expect(redeemedOutcome("  SAVE ", { isDiscount: true, amount: fils(2500), message: "Applied" })).toEqual({
      _tag: "VoucherRedeemed",
      voucher: { code: "SAVE", isDiscount: true, amount: 2500 },
      message: "Applied",
    });
  });

  it.each<[string, Partial<VoucherRefusal>, unknown]>([
    [
      "type 1 with a time to come: 10 minutes",
      { attemptType: 1, bannedUntil: "2030-01-01T00:10:00Z" },
      { _tag: "VoucherBanned", duration: "10m", usableAfter: new Date("2030-01-01T00:10:00Z") },
    ],
    [
      "another type: 1 day, counted from now when the time does not read",
      { attemptType: 2, bannedUntil: "soon" },
      { _tag: "VoucherBanned", duration: "1d", usableAfter: new Date("2030-01-02T00:00:00Z") },
    ],
    [
      "a server time without offset, in the server's zone",
      { attemptType: "1", bannedUntil: "2030-01-01 04:10:00" },
      { _tag: "VoucherBanned", duration: "10m", usableAfter: new Date("2030-01-01T00:10:00Z") },
    ],
    [
      "a ban already over: the message",
      { attemptType: 1, bannedUntil: "2029-12-31T23:00:00Z", message: "Wait" },
      { _tag: "VoucherRejected", message: "Wait" },
    ],
    [
      "an empty ban time: the message",
      { attemptType: 1, bannedUntil: " ", message: " Wrong code " },
      { _tag: "VoucherRejected", message: "Wrong code" },
    ],
    ["a message alone", { message: "Voucher expired" }, { _tag: "VoucherRejected", message: "Voucher expired" }],
    ["a blank message: the generic failure", { message: "  " }, { _tag: "VoucherFailed" }],
    ["nothing at all: the generic failure", {}, { _tag: "VoucherFailed" }],
    [
      "a server error's own message: the generic failure",
      { message: "Server Error", serverError: true },
      { _tag: "VoucherFailed" },
    ],
    [
      "a server error with a ban: still a ban",
      { attemptType: 1, bannedUntil: "2030-01-01T00:10:00Z", serverError: true },
      { _tag: "VoucherBanned", duration: "10m", usableAfter: new Date("2030-01-01T00:10:00Z") },
    ],
  ])("%s", (_case, facts, expected) => {
    expect(refusalOutcome(refusal(facts), now, dubai)).toEqual(expected);
  });

  it("reads a ban time without an offset in the zone it is given", () => {
    const facts = refusal({ attemptType: 1, bannedUntil: "2030-01-01 00:10:00" });
    expect(refusalOutcome(facts, now, UTC_ZONE)).toMatchObject({ _tag: "VoucherBanned" });
    expect(refusalOutcome(facts, now, dubai)).toEqual({ _tag: "VoucherFailed" });
  });
});
