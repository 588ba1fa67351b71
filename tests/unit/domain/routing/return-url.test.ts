import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postLoginTarget, safeReturnUrl, withReturnUrl } from "@/domain/routing/return-url";

const ORIGIN = "https://shop.example";
const staysOnSite = (target: string): boolean => {
  const url = new URL(target, `${ORIGIN}/login?returnUrl=x`);
  /* A resolved path starting "//" would leave the site if a router re-used it as a link. */
  return url.origin === ORIGIN && url.protocol === "https:" && !url.pathname.startsWith("//");
};

const HOSTILE = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  " /wallet",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%09/evil.example",
  "/%E0%A4%A",
  "/..//evil.example",
  "/./",
  "/a/../..//evil.example",
  "/%2e%2e//evil.example",
  "/%25252525252F%25252525252Fevil.example",
  "/\u0000/evil.example",
  "/\u2028/evil.example",
  "/\u00a0/evil.example",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "",
];

describe("post-login target (SPEC §2)", () => {
  it.each([
    ["/wallet", true, "/wallet"],
    ["/wallet?step=4", false, "/wallet?step=4"],
    ["/ar/personal-detail#top", false, "/ar/personal-detail#top"],
    ["/lotto-44", true, "/lotto-44"],
    ["/draws?from=a/../b", true, "/draws?from=a/../b"],
    ["/v1.2/notes", true, "/v1.2/notes"],
    ["/login", true, "/checkout"],
    ["/login", false, "/"],
    ["/login/", false, "/"],
    ["/LOGIN?x=1", false, "/"],
    ["/ar/login", false, "/"],
    ["/%6Cogin", false, "/"],
    [null, true, "/checkout"],
    [undefined, false, "/"],
    ["", true, "/checkout"],
  ])("returnUrl %j, cart has items %s → %s", (returnUrl, cartHasItems, target) => {
    expect(postLoginTarget(returnUrl, cartHasItems)).toBe(target);
  });

  it.each(HOSTILE)("refuses %j", (returnUrl) => {
    expect(safeReturnUrl(returnUrl)).toBeNull();
    expect(postLoginTarget(returnUrl, false)).toBe("/");
  });

  it("property: the target never leaves the site, for any string", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.webUrl(), fc.constantFrom(...HOSTILE)),
        fc.boolean(),
        (returnUrl, cartHasItems) => {
          const target = postLoginTarget(returnUrl, cartHasItems);
          expect(staysOnSite(target)).toBe(true);
          expect(target.startsWith("/")).toBe(true);
          expect(target.startsWith("//")).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("property: hostile prefixes glued to any path are refused", () => {
    const prefix = fc.constantFrom("//", "/\\", "\\", "https://", "javascript:", "/%2F", "/%5C", "/%252F", "/\t/", " /");
    fc.assert(
      fc.property(prefix, fc.webPath(), (head, path) => {
        expect(safeReturnUrl(`${head}evil.example${path}`)).toBeNull();
      }),
    );
  });

  it("property: any plain site path other than /login is honoured as is", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z0-9-]{1,12}(\/[a-z0-9-]{1,12}){0,2}$/), (path) => {
        fc.pre(path !== "/login");
        expect(postLoginTarget(path, true)).toBe(path);
      }),
    );
  });
});

describe("withReturnUrl (SPEC §2: the returnUrl goes on with a login that continues elsewhere)", () => {
  it.each([
    ["/register/otp", "/wallet?step=4", "/register/otp?returnUrl=%2Fwallet%3Fstep%3D4"],
    ["/register/otp", "/ar/checkout", "/register/otp?returnUrl=%2Far%2Fcheckout"],
    ["/register/otp?x=1", "/faq", "/register/otp?x=1&returnUrl=%2Ffaq"],
    ["/register/otp", "/login", "/register/otp"],
    ["/register/otp", "/in/login/", "/register/otp"],
    ["/register/otp", "https://evil.example", "/register/otp"],
    ["/register/otp", "//evil.example", "/register/otp"],
    ["/register/otp", null, "/register/otp"],
    ["/register/otp", undefined, "/register/otp"],
    ["/register/otp", "", "/register/otp"],
  ])("withReturnUrl(%j, %j) → %j", (path, returnUrl, expected) => {
    expect(withReturnUrl(path, returnUrl)).toBe(expected);
  });

  it("the returnUrl read back from the OTP address is the one the login page had", () => {
    const url = new URL(withReturnUrl("/register/otp", "/wallet?step=4&tab=ä#x"), "https://shop.example");
    expect(url.searchParams.get("returnUrl")).toBe("/wallet?step=4&tab=ä#x");
  });
});
