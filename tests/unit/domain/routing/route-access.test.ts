import { describe, expect, it } from "vitest";
import { isIgnoredPath, normalizePath } from "@/domain/routing/route-access";

// The access column of SPEC §2 is the route tree's own (`_auth`, `_guest`): tests/unit/ui/routes/route-tree.test.ts.
describe("paths (SPEC §2)", () => {
  it.each([
    ["/.well-known/appspecific/com.chrome.devtools.json", true],
    ["/ar/.well-known/assetlinks.json", true],
    ["/wallet", false],
  ])("ignored path %s → %s", (path, ignored) => {
    expect(isIgnoredPath(path)).toBe(ignored);
  });

  it.each([
    ["/ar/Wallet/?a=1", "/wallet"],
    ["/in/login#x", "/login"],
    ["//wallet", "/wallet"],
    ["", "/"],
    ["///", "/"],
  ])("normalizePath(%j) = %j", (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});
