// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { DocumentCookieStore, type CookieJar } from "@/adapters/cookies/document-cookie-store";

/** Records what would be written to document.cookie. */
function recordingJar(initial = ""): CookieJar & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return initial;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe("DocumentCookieStore", () => {
  afterEach(() => {
    for (const name of ["lang", "access_token", "a b"]) new DocumentCookieStore().remove(name);
  });

  it("writes path=/, Max-Age in seconds and SameSite (SPEC §4: language cookie, 365 days, lax)", () => {
    const jar = recordingJar();
    new DocumentCookieStore(() => jar).set("lang", "ar", { maxAgeDays: 365, sameSite: "lax" });
    expect(jar.written).toEqual(["lang=ar; Max-Age=31536000; Path=/; SameSite=Lax"]);
  });

  it("adds Secure to SameSite=None, which browsers require", () => {
    const jar = recordingJar();
    new DocumentCookieStore(() => jar).set("x", "1", { maxAgeDays: 1, sameSite: "none" });
    expect(jar.written[0]).toBe("x=1; Max-Age=86400; Path=/; SameSite=None; Secure");
  });

  it("removes with Max-Age=0", () => {
    const jar = recordingJar();
    new DocumentCookieStore(() => jar).remove("access_token");
    expect(jar.written[0]).toMatch(/^access_token=; Max-Age=0; Path=\//);
  });

  it.each([
    ["lang=en; access_token=abc.def", "access_token", "abc.def"],
    ["lang=en;access_token=abc", "lang", "en"],
    ["a%20b=x%3Dy", "a b", "x=y"],
    ["broken; lang=in", "lang", "in"],
    ["bad=%E0%A4%A", "bad", "%E0%A4%A"],
    ["lang=en", "missing", undefined],
    ["", "lang", undefined],
  ])("reads %j: %s → %s", (cookie, name, expected) => {
    expect(new DocumentCookieStore(() => recordingJar(cookie)).get(name)).toBe(expected);
  });

  it("round-trips through jsdom's real document.cookie", () => {
    const store = new DocumentCookieStore();
    store.set("lang", "ar", { maxAgeDays: 365, sameSite: "lax" });
    store.set("a b", "c;d", { maxAgeDays: 1, sameSite: "strict" });
    expect(store.get("lang")).toBe("ar");
    expect(store.get("a b")).toBe("c;d");
    store.remove("lang");
    expect(store.get("lang")).toBeUndefined();
  });

  it("does nothing without a document (server-side or worker)", () => {
    const store = new DocumentCookieStore(() => undefined);
    expect(store.get("lang")).toBeUndefined();
    expect(() => store.set("lang", "en", { maxAgeDays: 1, sameSite: "lax" })).not.toThrow();
  });
});
