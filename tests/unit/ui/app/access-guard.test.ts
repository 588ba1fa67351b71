import { describe, expect, it } from "vitest";
import { isIgnored } from "@/ui/app/access-guard";

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
