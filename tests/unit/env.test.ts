import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { decodeConfig, readConfig, type AppConfig } from "@/env";

const defaults: AppConfig = {
  apiBaseUrl: "",
  gameApiBaseUrl: "",
  gameApiAccount: "lotto-web",
  currency: "AED",
  mainDomain: "",
  appDomain: "",
  serverTimeZone: "Asia/Dubai",
  certificateHosts: [],
  apiMocking: "sandbox",
};

describe("readConfig", () => {
  it("gives the documented defaults for an empty development env (SPEC §1: currency AED)", () => {
    expect(readConfig({ DEV: true, PROD: false, MODE: "development" })).toEqual(defaults);
  });

  it.each([
    ["production build, mocking unset", { PROD: true }, "off"],
    ["production build, mocking asked for", { PROD: true, VITE_API_MOCKING: "sandbox" }, "sandbox"],
    ["development, mocking switched off", { PROD: false, VITE_API_MOCKING: "off" }, "off"],
    ["development, empty value means unset", { PROD: false, VITE_API_MOCKING: "" }, "sandbox"],
  ])("apiMocking: %s", (_name, env, expected) => {
    expect(readConfig(env).apiMocking).toBe(expected);
  });

  it("uses the API base for the game API unless that is set, and trims trailing slashes", () => {
    expect(readConfig({ VITE_API_BASE_URL: "https://api.example.com/" })).toMatchObject({
      apiBaseUrl: "https://api.example.com",
      gameApiBaseUrl: "https://api.example.com",
    });
    expect(
      readConfig({ VITE_API_BASE_URL: "https://api.example.com", VITE_GAME_API_BASE_URL: "https://games.example.com/v1/" }),
    ).toMatchObject({ gameApiBaseUrl: "https://games.example.com/v1" });
  });

  it("reads every variable", () => {
    const config = readConfig({
      VITE_API_BASE_URL: "http://localhost:8080",
      VITE_GAME_API_ACCOUNT: "shop-7",
      VITE_CURRENCY: "USD",
      VITE_MAIN_DOMAIN: "https://lotto.example.com",
      VITE_APP_DOMAIN: "https://app.lotto.example.com",
    });
    expect(config).toEqual({
      ...defaults,
      apiBaseUrl: "http://localhost:8080",
      gameApiBaseUrl: "http://localhost:8080",
      certificateHosts: ["localhost:8080"],
      gameApiAccount: "shop-7",
      currency: "USD",
      mainDomain: "https://lotto.example.com",
      appDomain: "https://app.lotto.example.com",
    });
  });

  it.each([
    ["VITE_CURRENCY", "aed", "3 uppercase letters"],
    ["VITE_CURRENCY", "DIRHAM", "3 uppercase letters"],
    ["VITE_API_BASE_URL", "api.example.com", "absolute http(s) URL"],
    ["VITE_API_BASE_URL", "https://api.example.com?x=1", "absolute http(s) URL"],
    ["VITE_GAME_API_BASE_URL", "ftp://games", "absolute http(s) URL"],
    ["VITE_API_MOCKING", "on", '"sandbox" | "off"'],
    ["VITE_GAME_API_ACCOUNT", "two words", "non-empty word"],
    ["VITE_SERVER_TIME_ZONE", "Mars/Olympus", "IANA time zone"],
    ["VITE_SERVER_TIME_ZONE", "Dubai time", "IANA time zone"],
    ["VITE_CERTIFICATE_HOSTS", "https://certificates.example.com", "host names separated by commas"],
    ["VITE_CERTIFICATE_HOSTS", "certificates.example.com/pdf", "host names separated by commas"],
    ["VITE_CERTIFICATE_HOSTS", "a.example.com,,b.example.com", "host names separated by commas"],
    ["VITE_CERTIFICATE_HOSTS", "user@certificates.example.com", "host names separated by commas"],
  ])("fails loudly on a bad %s (%s)", (name, value, hint) => {
    expect(() => readConfig({ [name]: value })).toThrow(name);
    const result = decodeConfig({ [name]: value });
    expect(Result.isFailure(result) && result.failure.message).toContain(hint);
  });

  it.each(["Asia/Dubai", "Asia/Jakarta", "Europe/Berlin", "UTC"])(
    "VITE_SERVER_TIME_ZONE=%s is the zone banned_until is read in (SPEC §8)",
    (zone) => {
      expect(readConfig({ VITE_SERVER_TIME_ZONE: zone }).serverTimeZone).toBe(zone);
    },
  );

  it.each([
    ["unset, API on the page's origin: the page's own host (resolved at run time)", {}, []],
    ["unset, API on another origin: the API's host", { VITE_API_BASE_URL: "https://api.example.com/v2" }, ["api.example.com"]],
    ["one host, any case", { VITE_CERTIFICATE_HOSTS: "Certificates.Example.COM" }, ["certificates.example.com"]],
    [
      "a list with spaces, ports and a repeat",
      { VITE_CERTIFICATE_HOSTS: " a.example.com , cdn.example.com:8443, a.example.com:443" },
      ["a.example.com", "cdn.example.com:8443"],
    ],
    ["an IDN host in punycode", { VITE_CERTIFICATE_HOSTS: "شهادات.example" }, ["xn--mgbajsx8i.example"]],
  ])("VITE_CERTIFICATE_HOSTS %s (issue 13)", (_name, env, hosts) => {
    expect(readConfig(env).certificateHosts).toEqual(hosts);
  });

  it("reports every bad variable at once", () => {
    const result = decodeConfig({ VITE_CURRENCY: "x", VITE_API_MOCKING: "maybe" });
    const message = Result.isFailure(result) ? result.failure.message : "";
    expect(message).toContain("VITE_CURRENCY");
    expect(message).toContain("VITE_API_MOCKING");
  });
});
