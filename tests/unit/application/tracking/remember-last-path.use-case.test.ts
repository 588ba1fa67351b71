import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { harness } from "../harness";

describe("RememberLastPathUseCase (SPEC §2 last visited path)", () => {
  it("keeps the latest path with its query", () => {
    const h = harness();
    h.lastPath.execute({ path: "/faq" });
    h.lastPath.execute({ path: "/wallet?step=4" });
    expect(h.store.get(STORAGE_KEYS.lastVisitedPath)).toBe("/wallet?step=4");
  });

  it("ignores the well-known app-specific path", () => {
    const h = harness();
    h.lastPath.execute({ path: "/faq" });
    h.lastPath.execute({ path: "/.well-known/appspecific/com.chrome.devtools.json" });
    expect(h.store.get(STORAGE_KEYS.lastVisitedPath)).toBe("/faq");
  });
});
