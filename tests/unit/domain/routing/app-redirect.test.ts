import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appNavigation, appRedirectUrl, isAppMode, MAIN_DOMAIN_PATHS, usesMainDomain } from "@/domain/routing/app-redirect";

const domains = { mainDomain: "https://www.lotto.example", appDomain: "https://m.lotto.example" };

describe("app mode (SPEC §1: the host name contains the word app)", () => {
  it.each([
    ["app.lotto.example", true],
    ["APP.lotto.example", true],
    ["app.example.com", true],
    ["example-app.com", true],
    ["my.app", true],
    ["m.app.lotto.example", true],
    ["app-lotto.example", true],
    ["lotto_app.example", true],
    ["app2.example.com", true],
    ["app", true],
    ["lottoapp.example", false],
    ["happy.com", false],
    ["whatsapp.com", false],
    ["apple.com", false],
    ["apps.example.com", false],
    ["webapp.example.com", false],
    ["application.example", false],
    ["www.lotto.example", false],
    ["localhost", false],
    ["127.0.0.1", false],
    ["", false],
  ])("%s → %s", (host, app) => {
    expect(isAppMode(host)).toBe(app);
  });
});

describe("app redirect (SPEC §2)", () => {
  it.each([
    ["/buy/green-certificates", true],
    ["/wallet", true],
    ["/wallet?step=4", true],
    ["/wallet/", true],
    ["/personal-detail", true],
    ["/login", true],
    ["/numbers", true],
    ["/", false],
    ["/checkout", false],
    ["/lotto-44", false],
    ["/wallet-tips", false],
    // The locale prefix names the language, not the page (SPEC §2 locale-prefixed routes).
    ["/ar/wallet", true],
    ["/ar/wallet?step=4", true],
    ["/in/wallet?step=4", true],
    ["/AR/Login", true],
    ["/ar/buy/green-certificates/", true],
    ["/in/personal-detail", true],
    ["/in/numbers", true],
    ["/ar", false],
    ["/in/", false],
    ["/ar/checkout", false],
    ["/arabic/wallet", false],
    ["/wallet/ar", false],
    ["/ar/ar/wallet", false],
  ])("%s uses the main domain: %s", (path, main) => {
    expect(usesMainDomain(path)).toBe(main);
  });

  it.each([
    ["/wallet?step=4", "tok", "https://www.lotto.example/wallet?step=4&token=tok"],
    ["/wallet?step=4", null, "https://www.lotto.example/wallet?step=4&isApp=true"],
    ["/checkout", "a b&c", "https://m.lotto.example/checkout?token=a+b%26c"],
    ["/checkout", "", "https://m.lotto.example/checkout?isApp=true"],
    ["numbers", null, "https://www.lotto.example/numbers?isApp=true"],
    ["//evil.example/x", null, "https://m.lotto.example/evil.example/x?isApp=true"],
    ["/ar/wallet?step=4", "tok", "https://www.lotto.example/ar/wallet?step=4&token=tok"],
    ["/in/login", null, "https://www.lotto.example/in/login?isApp=true"],
    ["/ar/checkout", null, "https://m.lotto.example/ar/checkout?isApp=true"],
  ])("%s with token %j → %s", (path, accessToken, url) => {
    expect(appRedirectUrl({ path, accessToken, ...domains })).toBe(url);
  });

  it("a locale prefix and a query never change the domain a page uses", () => {
    const path = fc.oneof(fc.constantFrom(...MAIN_DOMAIN_PATHS), fc.constantFrom("/", "/checkout", "/faq", "/lucky-day"));
    const query = fc.constantFrom("", "?step=4", "?utm_source=x#top");
    fc.assert(
      fc.property(path, fc.constantFrom("/ar", "/in", "/AR"), query, (bare, prefix, search) => {
        expect(usesMainDomain(`${prefix}${bare === "/" ? "" : bare}${search}`)).toBe(usesMainDomain(bare));
        const url = new URL(appRedirectUrl({ path: `${prefix}${bare}`, accessToken: null, ...domains }));
        expect(url.pathname.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
      }),
    );
  });

  it("in app mode a new browser window is opened, otherwise in-page navigation", () => {
    expect(appNavigation(true, "u")).toEqual({ _tag: "OpenNewBrowser", url: "u" });
    expect(appNavigation(false, "u")).toEqual({ _tag: "NavigateInPage", url: "u" });
  });
});
