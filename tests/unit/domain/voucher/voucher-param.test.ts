import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VOUCHER_PARAM_MAX_CHARS, voucherCodeParam } from "@/domain/voucher/voucher-param";

describe("voucherCodeParam: the code a checkout address carries across the sign-in", () => {
  it.each([
    ["SAVE10", "SAVE10"],
    ["  save10 ", "save10"],
    ["SPRING-2030_A", "SPRING-2030_A"],
    ["قسيمة10", "قسيمة10"],
    ["X".repeat(VOUCHER_PARAM_MAX_CHARS), "X".repeat(VOUCHER_PARAM_MAX_CHARS)],
  ])("%j → %j", (value, code) => {
    expect(voucherCodeParam(value)).toBe(code);
  });

  it.each([
    ["blank", "   "],
    ["empty", ""],
    ["too long", "X".repeat(VOUCHER_PARAM_MAX_CHARS + 1)],
    ["a space inside", "SAVE 10"],
    ["a query of its own", "A&returnUrl=//evil"],
    ["a path", "/wallet"],
    ["a number (the router reads 100000 from ?voucher=1E5)", 100000],
    ["nothing", undefined],
    ["an object", { code: "SAVE10" }],
  ])("drops %s", (_, value) => {
    expect(voucherCodeParam(value)).toBeUndefined();
  });

  it("answers a code it keeps as itself: one plain query value", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const code = voucherCodeParam(value);
        if (code === undefined) return;
        expect(voucherCodeParam(code)).toBe(code);
        expect(new URLSearchParams(`voucher=${encodeURIComponent(code)}`).get("voucher")).toBe(code);
      }),
    );
  });
});
