import { describe, expect, it } from "vitest";
import { accessRedirect, isIgnored, searchWithoutToken, tokenFromSearch, tokenLogsIn } from "@/ui/app/access-guard";

describe("accessRedirect (SPEC §2 access column, §4 route access)", () => {
  it.each([
    ["/wallet", "", undefined, { to: "/{-$locale}/login", params: {}, search: { returnUrl: "/wallet" } }],
    ["/wallet", "?step=4", undefined, { to: "/{-$locale}/login", params: {}, search: { returnUrl: "/wallet?step=4" } }],
    ["/ar/favourite", "", "ar", { to: "/{-$locale}/login", params: { locale: "ar" }, search: { returnUrl: "/ar/favourite" } }],
    [
      "/in/personal-detail",
      "",
      "in",
      { to: "/{-$locale}/login", params: { locale: "in" }, search: { returnUrl: "/in/personal-detail" } },
    ],
    ["/notifications", "", undefined, { to: "/{-$locale}/login", params: {}, search: { returnUrl: "/notifications" } }],
    ["/delete-account", "", undefined, { to: "/{-$locale}/login", params: {}, search: { returnUrl: "/delete-account" } }],
    ["/change-password", "", undefined, { to: "/{-$locale}/login", params: {}, search: { returnUrl: "/change-password" } }],
  ] as const)("a guest on %s%s is sent to login", (pathname, searchStr, locale, expected) => {
    expect(accessRedirect({ pathname, searchStr, signedIn: false, locale })).toEqual(expected);
  });

  it.each([
    ["/login", undefined, {}],
    ["/register", undefined, {}],
    ["/forgot-password", undefined, {}],
    ["/ar/login", "ar", { locale: "ar" }],
    ["/in/register", "in", { locale: "in" }],
  ] as const)("a signed-in user on %s is sent home", (pathname, locale, params) => {
    expect(accessRedirect({ pathname, searchStr: "", signedIn: true, locale })).toEqual({ to: "/{-$locale}", params });
  });

  it.each([
    ["/login", "?reauth=1", undefined],
    ["/ar/login", "?returnUrl=%2Far%2Fwallet&reauth=1", "ar"],
  ] as const)("SPEC §8: a signed-in user sent to %s%s by a 401 sees the form", (pathname, searchStr, locale) => {
    expect(accessRedirect({ pathname, searchStr, signedIn: true, locale })).toBeNull();
  });

  it("SPEC §8: the reauth marker opens only /login, never the other guests-only pages", () => {
    expect(accessRedirect({ pathname: "/register", searchStr: "?reauth=1", signedIn: true, locale: undefined })).toEqual({
      to: "/{-$locale}",
      params: {},
    });
  });

  it.each([
    ["/", false],
    ["/", true],
    ["/faq", false],
    ["/register/otp", false],
    ["/register/otp", true],
    ["/mega-lotto", false],
    ["/wallet", true],
    ["/ar/wallet", true],
    ["/login", false],
    ["/ar/register", false],
    ["/unknown/deep/path", false],
  ])("%s (signed in: %s) is allowed", (pathname, signedIn) => {
    expect(accessRedirect({ pathname, searchStr: "", signedIn, locale: undefined })).toBeNull();
  });
});

describe("token query parameter (SPEC §2)", () => {
  it.each([
    [{ token: "abc" }, "abc"],
    [{ token: " abc " }, "abc"],
    [{ token: "" }, undefined],
    [{ token: 42 }, undefined],
    [{}, undefined],
  ])("tokenFromSearch(%j) = %s", (search, expected) => {
    expect(tokenFromSearch(search)).toBe(expected);
  });

  it.each([
    ["/", true],
    ["/wallet", true],
    ["/ar/faq", true],
    ["/confirm/verify-email", false],
    ["/ar/confirm/verify-email", false],
    ["/confirm/verify-email/", false],
  ])("tokenLogsIn(%s) = %s (the email link's token is not an access token)", (pathname, expected) => {
    expect(tokenLogsIn(pathname)).toBe(expected);
  });
});

describe("searchWithoutToken: an access token never ends up in a returnUrl", () => {
  it.each([
    ["?token=abc", ""],
    ["?token=abc&step=4", "?step=4"],
    ["?step=4&token=abc&x=1", "?step=4&x=1"],
    ["?step=4", "?step=4"],
    ["", ""],
  ])("%s → %s", (search, expected) => {
    expect(searchWithoutToken(search)).toBe(expected);
  });
});

describe("ignored paths (SPEC §2)", () => {
  it.each([
    ["/.well-known/appspecific/com.chrome.devtools.json", true],
    ["/.well-known/anything", true],
    ["/well-known", false],
    ["/faq", false],
  ])("%s → %s", (path, expected) => {
    expect(isIgnored(path)).toBe(expected);
  });
});
