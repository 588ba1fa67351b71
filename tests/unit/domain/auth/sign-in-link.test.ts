import { describe, expect, it } from "vitest";
import { hasSignInToken, searchWithoutToken } from "@/domain/auth/sign-in-link";

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

describe("hasSignInToken: only an address with a token loads the sign-in link's code (SPEC §2)", () => {
  it.each([
    ["/?token=abc", true],
    ["/wallet?step=4&token=abc", true],
    ["/ar/lucky-day?token=", true],
    ["/wallet?token=abc#top", true],
    ["/wallet?step=4", false],
    ["/?tokens=abc", false],
    ["/token", false],
    ["/", false],
  ])("%s → %s", (location, expected) => {
    expect(hasSignInToken(location)).toBe(expected);
  });
});
