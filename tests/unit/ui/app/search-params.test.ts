import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codeSearch,
  gameSearch,
  integerIn,
  loginSearch,
  numbersSearch,
  offerSearch,
  oneOf,
  parseSearch,
  picksSearch,
  reasonSearch,
  returnUrlSearch,
  searchText,
  stepSearch,
  stringifySearch,
  tokenSearch,
  voucherSearch,
} from "@/ui/app/search-params";

/** Every decoder a route's validateSearch uses (src/ui/routes/**). */
const DECODERS = [
  tokenSearch,
  returnUrlSearch,
  loginSearch,
  gameSearch,
  picksSearch,
  numbersSearch,
  stepSearch,
  reasonSearch,
  offerSearch,
  codeSearch,
  voucherSearch,
];
const PARAMS = ["token", "returnUrl", "reauth", "game", "picks", "step", "reason", "offer", "code", "voucher"] as const;

describe("parseSearch: the address's query as it was written", () => {
  it.each<[string, Record<string, unknown>]>([
    // The router's default read these as JSON: 100000, true, null, 1.2e+46, -0 and 4.
    ["?voucher=1E5", { voucher: "1E5" }],
    ["?voucher=true", { voucher: "true" }],
    ["?voucher=null", { voucher: "null" }],
    ["?code=12E45", { code: "12E45" }],
    ["?voucher=-0", { voucher: "-0" }],
    ["?step=4", { step: "4" }],
    ["?reauth=true&returnUrl=%2Fwallet%3Fstep%3D4", { reauth: "true", returnUrl: "/wallet?step=4" }],
    ["?picks=%5B1%2C2%5D", { picks: "[1,2]" }],
    ["?voucher=%22SAVE10%22", { voucher: '"SAVE10"' }],
    ["?game=a&game=b", { game: ["a", "b"] }],
    ["voucher=SAVE%2010", { voucher: "SAVE 10" }],
    ["?voucher=", { voucher: "" }],
    ["", {}],
  ])("parseSearch(%j) = %j", (search, expected) => {
    expect({ ...parseSearch(search) }).toEqual(expected);
  });

  it("a key named like an object's own property is a key like any other", () => {
    const query = parseSearch("?__proto__=x&constructor=y");
    expect(Object.keys(query)).toEqual(["__proto__", "constructor"]);
    expect(query["constructor"]).toBe("y");
  });

  it("the codes the decoders keep come back from the address as they were given", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (code) => {
        expect(voucherSearch(parseSearch(stringifySearch({ voucher: code })))).toEqual({ voucher: code });
        expect(voucherSearch(parseSearch(`?voucher=${encodeURIComponent(code)}`))).toEqual({ voucher: code });
      }),
    );
  });
});

describe("validateSearch decoders (SPEC §2 query parameters): a bad value is dropped", () => {
  it.each([
    [{ token: "abc" }, { token: "abc" }],
    [{ token: " abc " }, { token: "abc" }],
    [{ token: 42 }, { token: "42" }],
    [{ token: "" }, {}],
    [{ token: "  " }, {}],
    [{ token: ["a"] }, {}],
    [{ token: null }, {}],
    [{}, {}],
  ])("tokenSearch(%j) = %j", (search, expected) => {
    expect(tokenSearch(search)).toEqual(expected);
  });

  it.each([
    [{ returnUrl: "/wallet?step=4" }, { returnUrl: "/wallet?step=4" }],
    [{ returnUrl: "/ar/favourite" }, { returnUrl: "/ar/favourite" }],
    [{ returnUrl: "https://evil.example" }, {}],
    [{ returnUrl: "//evil.example" }, {}],
    [{ returnUrl: "/%2F%2Fevil.example" }, {}],
    [{ returnUrl: "/login" }, {}],
    [{ returnUrl: "/in/login/" }, {}],
    [{ returnUrl: 7 }, {}],
    [{ returnUrl: { to: "/" } }, {}],
  ])("returnUrlSearch(%j) = %j (the safe-return-url rule)", (search, expected) => {
    expect(returnUrlSearch(search)).toEqual(expected);
  });

  it.each([
    [{ reauth: 1 }, { reauth: true }],
    [{ reauth: "1" }, { reauth: true }],
    [{ reauth: true }, { reauth: true }],
    [{ reauth: "true" }, { reauth: true }],
    [{ reauth: 0 }, {}],
    [{ reauth: "" }, {}],
    [{ reauth: "yes" }, {}],
    [
      { reauth: 1, returnUrl: "/wallet" },
      { reauth: true, returnUrl: "/wallet" },
    ],
  ])("loginSearch(%j) = %j", (search, expected) => {
    expect(loginSearch(search)).toEqual(expected);
  });

  it.each([
    [4, 4],
    ["1", 1],
    [" 2 ", 2],
    [0, undefined],
    [5, undefined],
    [2.5, undefined],
    ["-1", undefined],
    ["1e0", undefined],
    ["x", undefined],
    [true, undefined],
  ])("integerIn(%j, 1, 4) = %j (wallet step)", (value, expected) => {
    expect(integerIn(value, 1, 4)).toBe(expected);
  });

  it.each([
    ["declined", "declined"],
    [" declined ", "declined"],
    ["other", undefined],
    [3, undefined],
  ])("oneOf(%j) = %j", (value, expected) => {
    expect(oneOf(value, ["declined", "insufficientBalance"])).toBe(expected);
  });

  it.each([
    [{ game: "lucky-day" }, { game: "lucky-day" }],
    [{ game: "lotto44" }, { game: "lotto44" }],
    [{ game: 44 }, { game: "44" }],
    [{ game: "../x" }, {}],
    [{ game: "a b" }, {}],
    [{ game: "" }, {}],
  ])("gameSearch(%j) = %j", (search, expected) => {
    expect(gameSearch(search)).toEqual(expected);
  });

  it.each([
    [{ step: "4" }, { step: 4 }],
    [{ step: 2 }, { step: 2 }],
    [{ step: "5" }, {}],
    [{ reason: "insufficient_balance" }, { reason: "insufficient_balance" }],
    [{ reason: "other" }, {}],
    [{ offer: "3" }, { offer: 3 }],
    [{ offer: 0 }, {}],
    [{ offer: "1e0" }, {}],
    [{ code: " CERT-1 " }, { code: "CERT-1" }],
    [{ code: 12 }, { code: "12" }],
    [{ code: "" }, {}],
  ])("stepSearch, reasonSearch, offerSearch and codeSearch: %j → %j", (search, expected) => {
    expect({ ...stepSearch(search), ...reasonSearch(search), ...offerSearch(search), ...codeSearch(search) }).toEqual(expected);
  });

  // /checkout?voucher=: a code typed before signing in (docs/play.md), strict so it stays one plain value.
  it.each([
    [{ voucher: "SAVE10" }, { voucher: "SAVE10" }],
    [{ voucher: "  welcome_20-b " }, { voucher: "welcome_20-b" }],
    [{ voucher: 2024 }, { voucher: "2024" }],
    [{ voucher: "قسيمة٢" }, { voucher: "قسيمة٢" }],
    [{ voucher: "A".repeat(64) }, { voucher: "A".repeat(64) }],
    [{ voucher: "A".repeat(65) }, {}],
    [{ voucher: "SAVE 10" }, {}],
    [{ voucher: "SAVE10&x=1" }, {}],
    [{ voucher: "/wallet" }, {}],
    [{ voucher: "<b>" }, {}],
    [{ voucher: "   " }, {}],
    [{ voucher: true }, {}],
  ])("voucherSearch(%j) = %j", (search, expected) => {
    expect(voucherSearch(search)).toEqual(expected);
  });

  it("no raw value makes a decoder throw, and every kept value is trimmed text, true, or a whole number in range", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...PARAMS), fc.anything()), (raw) => {
        for (const decode of DECODERS) {
          for (const value of Object.values(decode(raw)))
            expect(value === undefined || value === true || value === searchText(value) || Number.isSafeInteger(value)).toBe(
              true,
            );
        }
        const step = stepSearch(raw).step;
        expect(step === undefined || (step >= 1 && step <= 4)).toBe(true);
      }),
    );
  });

  it("every decoder answers its own output unchanged, after the router writes it into the address and reads it back", () => {
    // The router rebuilds the address from the decoded search (a language switch, the first render's
    // canonical address): a value that did not survive that would be lost, e.g. /login?reauth=1
    // becoming /login and the guests-only rule sending the still-signed-in user home (SPEC §8).
    const roundTrip = (search: object): Record<string, unknown> => parseSearch(stringifySearch(search));
    const raw = fc.dictionary(
      fc.constantFrom(...PARAMS),
      fc.oneof(
        fc.constantFrom(
          "1",
          1,
          true,
          "0",
          "/wallet?step=4",
          "lucky-day",
          "44",
          44,
          " x ",
          "3,9-7",
          "draw_closed",
          "CERT-1",
          "SAVE10",
        ),
        fc.string(),
        fc.integer(),
      ),
    );
    fc.assert(
      fc.property(raw, (search) => {
        for (const decode of DECODERS) {
          const once = decode(search);
          expect(decode(roundTrip(once))).toEqual(once);
        }
      }),
    );
    expect(stringifySearch(loginSearch(parseSearch("?reauth=1&returnUrl=%2Fwallet")))).toBe("?returnUrl=%2Fwallet&reauth=true");
    expect(loginSearch(roundTrip(loginSearch(parseSearch("?reauth=1&returnUrl=%2Fwallet"))))).toEqual({
      reauth: true,
      returnUrl: "/wallet",
    });
  });
});
