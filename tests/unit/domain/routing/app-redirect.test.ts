import { describe, expect, it } from "vitest";
import { appNavigation, appRedirectUrl, isAppMode, usesMainDomain } from "@/domain/routing/app-redirect";

const domains = { mainDomain: "https://www.lotto.example", appDomain: "https://m.lotto.example" };

describe("app mode (SPEC §1: the host name contains app)", () => {
  it.each([
    ["app.lotto.example", true],
    ["APP.lotto.example", true],
    ["lottoapp.example", true],
    ["www.lotto.example", false],
    ["localhost", false],
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
  ])("%s with token %j → %s", (path, accessToken, url) => {
    expect(appRedirectUrl({ path, accessToken, ...domains })).toBe(url);
  });

  it("in app mode a new browser window is opened, otherwise in-page navigation", () => {
    expect(appNavigation(true, "u")).toEqual({ _tag: "OpenNewBrowser", url: "u" });
    expect(appNavigation(false, "u")).toEqual({ _tag: "NavigateInPage", url: "u" });
  });
});
