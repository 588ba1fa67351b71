import { describe, expect, it } from "vitest";
import { isLoggedIn } from "@/domain/auth/session";

describe("logged-in rule (SPEC §4 Auth)", () => {
  it.each([
    [{ token: "t", authenticated: true }, true],
    [{ token: "t", authenticated: false }, false],
    [{ token: "", authenticated: true }, false],
    [{ token: " ", authenticated: true }, false],
    [{ token: null, authenticated: true }, false],
    [{ token: undefined, authenticated: false, urlToken: "u" }, true],
    [{ token: null, authenticated: false, urlToken: "" }, false],
    [{ token: null, authenticated: false, urlToken: null }, false],
  ])("%j → %s", (input, loggedIn) => {
    expect(isLoggedIn(input)).toBe(loggedIn);
  });
});
