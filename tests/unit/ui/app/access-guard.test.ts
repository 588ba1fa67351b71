import { describe, expect, it } from "vitest";
import { isIgnored, searchWithoutToken } from "@/ui/app/access-guard";

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
