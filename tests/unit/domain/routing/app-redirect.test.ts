import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  appNavigation,
  appRedirectUrl,
  isAppMode,
  MAIN_DOMAIN_PATHS,
  usesMainDomain,
  type AppRedirectInput,
} from "@/domain/routing/app-redirect";

const domains = { mainDomain: "https://www.lotto.example", appDomain: "https://m.lotto.example" };

/** The built link; a refusal fails the test with its reason. */
const built = (input: AppRedirectInput): string =>
  Result.getOrThrowWith(appRedirectUrl(input), (refused) => new Error(`refused: ${refused.reason}`));

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
    expect(built({ path, accessToken, ...domains })).toBe(url);
  });

  it("a locale prefix and a query never change the domain a page uses", () => {
    const path = fc.oneof(fc.constantFrom(...MAIN_DOMAIN_PATHS), fc.constantFrom("/", "/checkout", "/faq", "/lucky-day"));
    const query = fc.constantFrom("", "?step=4", "?utm_source=x#top");
    fc.assert(
      fc.property(path, fc.constantFrom("/ar", "/in", "/AR"), query, (bare, prefix, search) => {
        expect(usesMainDomain(`${prefix}${bare === "/" ? "" : bare}${search}`)).toBe(usesMainDomain(bare));
        const url = new URL(built({ path: `${prefix}${bare}`, accessToken: null, ...domains }));
        expect(url.pathname.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
      }),
    );
  });

  // Issue 13: the path is resolved on the domain by the URL parser, and the token never leaves it.
  it.each([
    ["/\\evil.example", "Backslash"],
    ["/\\evil.example/wallet", "Backslash"],
    ["\\\\evil.example", "Backslash"],
    ["/\tevil.example", "HiddenCharacter"],
    ["/\n/evil.example", "HiddenCharacter"],
    [" //evil.example", "HiddenCharacter"],
    ["/%2F%2Fevil.example", "AmbiguousPath"],
    ["/%252F%252Fevil.example", "AmbiguousPath"],
    ["/%5Cevil.example", "AmbiguousPath"],
    ["/wallet/%2e%2e%252f%252fevil.example", "AmbiguousPath"],
    ["/%zz", "Unparsable"],
  ])("%j is refused (%s): no link, no token", (path, reason) => {
    const answer = appRedirectUrl({ path, accessToken: "secret-token", ...domains });
    expect(Result.isFailure(answer) ? answer.failure.reason : answer.success).toBe(reason);
  });

  it.each([
    ["https://evil.example/wallet", "https://m.lotto.example/https://evil.example/wallet?token=t"],
    ["javascript:alert(1)", "https://m.lotto.example/javascript:alert(1)?token=t"],
    ["//evil.example@www.lotto.example/wallet", "https://m.lotto.example/evil.example@www.lotto.example/wallet?token=t"],
    [
      "/wallet?next=//evil.example#//evil.example",
      "https://www.lotto.example/wallet?next=%2F%2Fevil.example&token=t#//evil.example",
    ],
  ])("%j stays a path on the domain: %s", (path, url) => {
    expect(built({ path, accessToken: "t", ...domains })).toBe(url);
  });

  it("whatever the path, a built link is on the domain it was built for (property)", () => {
    const hostile = fc.constantFrom(
      "/",
      "//",
      "\\",
      "%2F",
      "%5C",
      "%252F",
      "@",
      ":",
      "evil.example",
      ".",
      "..",
      "?",
      "#",
      "\t",
      " ",
      "http:",
      "javascript:",
    );
    const path = fc.oneof(
      fc.string(),
      fc.array(hostile, { maxLength: 8 }).map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(path, fc.option(fc.string({ minLength: 1 }), { nil: null }), (candidate, accessToken) => {
        const answer = appRedirectUrl({ path: candidate, accessToken, ...domains });
        if (Result.isFailure(answer)) return;
        const url = new URL(answer.success);
        expect([domains.mainDomain, domains.appDomain]).toContain(url.origin);
        expect(url.username).toBe("");
      }),
      { numRuns: 1000 },
    );
  });

  it("in app mode a new browser window is opened, otherwise in-page navigation", () => {
    expect(appNavigation(true, "u")).toEqual({ _tag: "OpenNewBrowser", url: "u" });
    expect(appNavigation(false, "u")).toEqual({ _tag: "NavigateInPage", url: "u" });
  });
});
