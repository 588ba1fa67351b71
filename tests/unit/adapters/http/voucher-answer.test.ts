import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { voucherOutcomeOf } from "@/adapters/http/checkout/voucher-answer";
import { UTC_ZONE, type ZoneOffsetAt } from "@/domain/voucher/voucher-ban";

const now = new Date("2030-01-01T00:00:00Z");
const dubai: ZoneOffsetAt = () => 240;
const voucherOutcome = (...args: Parameters<typeof voucherOutcomeOf>) => Result.getOrThrow(voucherOutcomeOf(...args));

describe("the voucher answer, decoded here and judged by the domain (SPEC §7 POST /api/voucher/used, SPEC §8)", () => {
  it.each([
    ["an amount that is no amount", { data: { discount: 0, amount: "??" } }, /amount/],
    ['a discount flag of "true"', { data: { discount: "true", amount: 10 } }, /discount/],
    ["an amount beyond 10^12", { data: { discount: false, amount: "9,999,999,999,999" } }, /beyond/],
  ])("status 200 with %s is a DecodeError, never a voucher with a made-up amount", (_case, body, message) => {
    const outcome = voucherOutcomeOf(200, body, "SAVE", now, dubai);
    expect(Result.isFailure(outcome) && outcome.failure).toMatchObject({
      _tag: "DecodeError",
      message: expect.stringMatching(message),
    });
  });

  it.each([
    [{ data: { message: "Applied", discount: false, amount: 25 } }, { code: "SAVE", isDiscount: false, amount: 2500 }, "Applied"],
    [{ data: { discount: 1, amount: "1,000.50" } }, { code: "SAVE", isDiscount: true, amount: 100050 }, null],
  ])("status 200 %j redeems", (body, voucher, message) => {
    expect(voucherOutcome(200, body, "  SAVE ", now, dubai)).toEqual({ _tag: "VoucherRedeemed", voucher, message });
  });

  it.each([
    [{ data: { attempt_type: 1, banned_until: "2030-01-01T00:10:00Z" } }, "10m", "2030-01-01T00:10:00.000Z"],
    [{ attempt_type: 1, banned_until: "2030-01-01T00:10:00Z" }, "10m", "2030-01-01T00:10:00.000Z"],
    [{ attempt_type: 2, banned_until: "2030-01-02T00:00:00Z", message: "x" }, "1d", "2030-01-02T00:00:00.000Z"],
    [{ attempt_type: "1", banned_until: "soon" }, "10m", "2030-01-01T00:10:00.000Z"],
    [{ attempt_type: 2, banned_until: "2030-02-30 10:00:00" }, "1d", "2030-01-02T00:00:00.000Z"],
    [{ attempt_type: 1, banned_until: "2030-01-01 04:10:00" }, "10m", "2030-01-01T00:10:00.000Z"],
    [{ attempt_type: 1, banned_until: "2030-01-01T00:00:00.001Z" }, "10m", "2030-01-01T00:00:00.001Z"],
  ])("a failure with attempt_type and banned_until is a ban: %j", (body, duration, iso) => {
    const outcome = voucherOutcome(422, body, "SAVE", now, dubai);
    expect(outcome).toEqual({ _tag: "VoucherBanned", duration, usableAfter: new Date(iso) });
  });

  it.each([
    [422, { message: " Voucher expired " }, { _tag: "VoucherRejected", message: "Voucher expired" }],
    [422, { attempt_type: 1, message: "Wrong code" }, { _tag: "VoucherRejected", message: "Wrong code" }],
    [422, { attempt_type: 1, banned_until: "", message: "Wrong code" }, { _tag: "VoucherRejected", message: "Wrong code" }],
    [422, { attempt_type: null, banned_until: null, message: null }, { _tag: "VoucherFailed" }],
    [500, { message: "   " }, { _tag: "VoucherFailed" }],
    [500, "Internal error", { _tag: "VoucherFailed" }],
    [500, null, { _tag: "VoucherFailed" }],
    // A 5xx's own text is no refusal of the code: the generic failure, said in the user's language.
    [500, { status: 500, message: "Server Error" }, { _tag: "VoucherFailed" }],
    [503, { message: "Service Unavailable" }, { _tag: "VoucherFailed" }],
    [422, { message: 42 }, { _tag: "VoucherFailed" }],
    [200, { message: "Voucher not found" }, { _tag: "VoucherRejected", message: "Voucher not found" }],
    [200, { data: null }, { _tag: "VoucherFailed" }],
    // A ban whose time has passed is no ban: the server's message, else the generic failure.
    [
      429,
      { attempt_type: 1, banned_until: "2030-01-01T00:00:00Z", message: "Too many attempts" },
      { _tag: "VoucherRejected", message: "Too many attempts" },
    ],
    [429, { attempt_type: 2, banned_until: "2029-12-31T23:59:59Z" }, { _tag: "VoucherFailed" }],
    [429, { attempt_type: 1, banned_until: "2030-01-01 03:59:00" }, { _tag: "VoucherFailed" }],
  ])("status %i %j → %j", (status, body, expected) => {
    expect(voucherOutcome(status, body, "SAVE", now, dubai)).toEqual(expected);
  });

  it("reads banned_until without an offset in the zone it is given", () => {
    const body = { attempt_type: 1, banned_until: "2030-01-01 00:10:00" };
    expect(voucherOutcome(429, body, "SAVE", now, UTC_ZONE)).toMatchObject({ usableAfter: new Date("2030-01-01T00:10:00Z") });
    // In Asia/Dubai 00:10 is 20:10Z the day before: the ban is over.
    expect(voucherOutcome(429, body, "SAVE", now, dubai)).toEqual({ _tag: "VoucherFailed" });
  });
});

describe("voucher amount in the configured currency (SPEC §1; docs/domain.md, currency exponent)", () => {
  const body = { status: 200, data: { message: "ok", discount: false, amount: "10.00" } };
  it.each([
    [2, 1000],
    [3, 10_000],
    [0, 10],
  ] as const)("exponent %i: 10.00 is %i minor units", (exponent, minor) => {
    const outcome = voucherOutcome(200, body, "SAVE10", new Date("2030-01-01T00:00:00Z"), UTC_ZONE, exponent);
    expect(outcome).toMatchObject({ _tag: "VoucherRedeemed", voucher: { amount: minor } });
  });
});
