import { describe, expect, it } from "vitest";
import {
  accessDecision,
  isIgnoredPath,
  normalizePath,
  routeAccess,
  routeName,
  ROUTE_ACCESS,
} from "@/domain/routing/route-access";

describe("route access (SPEC §2 table, §4 Route access)", () => {
  it.each(Object.entries(ROUTE_ACCESS))("%s is %s", (path, access) => {
    expect(routeAccess(path)).toBe(access);
    expect(routeAccess(`/ar${path === "/" ? "" : path}`)).toBe(access);
    expect(routeAccess(`/in${path}`)).toBe(access);
  });

  it("the table has the SPEC's 30 routes: 20 open, 3 guests only, 6 login required (+ the /{slug} catch-all)", () => {
    const counts = Object.values(ROUTE_ACCESS).reduce<Record<string, number>>(
      (acc, access) => ({ ...acc, [access]: (acc[access] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ open: 20, guestsOnly: 3, loginRequired: 6 });
  });

  it.each([
    ["/wallet?step=4", "loginRequired"],
    ["/wallet/", "loginRequired"],
    ["/WALLET", "loginRequired"],
    ["//wallet", "loginRequired"],
    ["/ar/wallet#x", "loginRequired"],
    ["/in/login", "guestsOnly"],
    ["/id/favourite", "loginRequired"],
    ["/arabic", "open"],
    ["/lotto-44", "open"],
    ["/a/b/c", "open"],
  ])("%s → %s", (path, access) => {
    expect(routeAccess(path)).toBe(access);
  });

  it.each([
    ["/", "index"],
    ["/ar", "index"],
    ["/in/", "index"],
    ["/payment/successful", "payment-successful"],
    ["/payment/green-certificate-generating", "payment-green-certificate-generating"],
    ["/register/otp", "register-otp"],
    ["/lotto-44", "slug"],
    ["/ar/lotto-44", "slug"],
    ["/no/such/page", null],
  ])("route name of %s is %j", (path, name) => {
    expect(routeName(path)).toBe(name);
  });

  it.each([
    ["/wallet", false, "needsLogin"],
    ["/wallet", true, "allow"],
    ["/login", true, "guestsOnly"],
    ["/login", false, "allow"],
    ["/", false, "allow"],
    ["/", true, "allow"],
    // SPEC §8: a 401 that keeps the session shows the login form to the signed-in user.
    ["/login?reauth=1", true, "allow"],
    ["/ar/login?reauth=1", true, "allow"],
    ["/in/login/?returnUrl=%2Fwallet&reauth=1", true, "allow"],
    ["/login?reauth=1", false, "allow"],
    ["/login?reauth=0", true, "guestsOnly"],
    ["/login?reauth=", true, "guestsOnly"],
    ["/login#reauth=1", true, "guestsOnly"],
    ["/register?reauth=1", true, "guestsOnly"],
    ["/forgot-password?reauth=1", true, "guestsOnly"],
    ["/wallet?reauth=1", false, "needsLogin"],
  ] as const)("%s with loggedIn=%s → %s", (path, loggedIn, decision) => {
    expect(accessDecision(path, loggedIn)).toBe(decision);
  });

  it.each([
    ["/.well-known/appspecific/com.chrome.devtools.json", true],
    ["/ar/.well-known/assetlinks.json", true],
    ["/wallet", false],
  ])("ignored path %s → %s", (path, ignored) => {
    expect(isIgnoredPath(path)).toBe(ignored);
  });

  it("normalizePath", () => {
    expect(normalizePath("/ar/Wallet/?a=1")).toBe("/wallet");
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("///")).toBe("/");
  });
});
