import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskPhone } from "@/domain/auth/masked-phone";

describe("maskPhone (issue 13: the account a link would switch to)", () => {
  it.each([
    ["+971", "501234567", "+971 ••••••567"],
    ["+62", "81234567890", "+62 ••••••••890"],
    ["+971", "50 123 4567", "+971 ••••••567"],
    ["+971", "123456", "+971 •••456"],
    ["+971", "12345", "+971 •••••"],
    ["+971", "", "+971 "],
    ["", "501234567", "••••••567"],
    [" +966 ", "512345678", "+966 ••••••678"],
  ])("%s %s → %s", (code, phone, masked) => {
    expect(maskPhone(code, phone).trimEnd()).toBe(masked.trimEnd());
  });

  it("never shows more than the last three digits, and keeps the number's length", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,15}$/), (phone) => {
        const masked = maskPhone("+971", phone).slice("+971 ".length);
        expect(masked).toHaveLength(phone.length);
        expect(masked.replace(/•/g, "")).toBe(phone.length >= 6 ? phone.slice(-3) : "");
      }),
    );
  });
});
