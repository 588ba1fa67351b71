import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OpenApiVoucherGateway } from "@/adapters/http/checkout/openapi-voucher-gateway";
import { FixedClock } from "../../fakes/fixed-clock";
import { API_BASE, failure, lottoClient, success, useSandbox } from "./sandbox-harness";

const server = useSandbox();
const clock = new FixedClock("2025-01-15T12:00:00Z");
const gateway = (token?: string) => new OpenApiVoucherGateway(lottoClient(token), clock, { serverTimeZone: "Asia/Dubai" });

describe("OpenApiVoucherGateway (SPEC §7, §8)", () => {
  it("redeems an amount voucher", async () => {
    expect(success(await gateway().redeem({ code: "SAVE10", discount: false }))).toEqual({
      _tag: "VoucherRedeemed",
      voucher: { code: "SAVE10", isDiscount: false, amount: 1_000 },
      message: "Voucher applied.",
    });
  });

  it("redeems a discount voucher", async () => {
    const outcome = success(await gateway().redeem({ code: "WELCOME20", discount: false }));
    expect(outcome).toMatchObject({ _tag: "VoucherRedeemed", voucher: { isDiscount: true } });
  });

  it("rejects an unknown code with the server's message", async () => {
    expect(success(await gateway().redeem({ code: "NOPE", discount: false }))).toEqual({
      _tag: "VoucherRejected",
      message: "Invalid voucher code.",
    });
  });

  it("bans for 10 minutes after three failures (attempt type 1)", async () => {
    await gateway().redeem({ code: "NOPE", discount: false });
    await gateway().redeem({ code: "NOPE", discount: false });
    const outcome = success(await gateway().redeem({ code: "NOPE", discount: false }));
    expect(outcome).toMatchObject({ _tag: "VoucherBanned", duration: "10m" });
  });

  it.each([
    ["2025-01-15 16:10:00", { _tag: "VoucherBanned", duration: "10m", usableAfter: new Date("2025-01-15T12:10:00Z") }],
    ["2025-01-15T12:10:00Z", { _tag: "VoucherBanned", duration: "10m", usableAfter: new Date("2025-01-15T12:10:00Z") }],
    ["2025-01-15 15:59:00", { _tag: "VoucherRejected", message: "Too many failed attempts." }],
  ])("reads banned_until %j in the server zone (Asia/Dubai) when it has no offset (SPEC §8)", async (bannedUntil, expected) => {
    server.use(
      http.post(`${API_BASE}/api/voucher/used`, () =>
        HttpResponse.json(
          { status: 429, message: "Too many failed attempts.", attempt_type: 1, banned_until: bannedUntil },
          { status: 429 },
        ),
      ),
    );
    expect(success(await gateway().redeem({ code: "SAVE10", discount: false }))).toEqual(expected);
  });

  it("falls back to the generic failure when a rejection carries no message", async () => {
    server.use(http.post(`${API_BASE}/api/voucher/used`, () => new HttpResponse("oops", { status: 500 })));
    expect(success(await gateway().redeem({ code: "SAVE10", discount: false }))).toEqual({ _tag: "VoucherFailed" });
  });

  it("keeps the session rule and field errors on the failure side", async () => {
    expect(failure(await gateway("stale").redeem({ code: "SAVE10", discount: false }))).toMatchObject({
      _tag: "Unauthorized",
      logout: true,
    });
    expect(failure(await gateway().redeem({ code: "", discount: false }))._tag).toBe("ValidationFailed");
  });

  it("reports a network failure", async () => {
    server.use(http.post(`${API_BASE}/api/voucher/used`, () => HttpResponse.error()));
    expect(failure(await gateway().redeem({ code: "SAVE10", discount: false }))._tag).toBe("NetworkError");
  });
});
