// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { DocumentCookieStore, type CookieJar } from "@/adapters/cookies/document-cookie-store";
import { ACCESS_TOKEN_COOKIE, CookieSessionStore, MOVED_ACCESS_TOKEN } from "@/adapters/session/cookie-session-store";
import { LocalStore } from "@/application/state/local-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingLogger } from "../../fakes/recording-logger";

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

/**
 * A browser's cookie jar for one host, with the rules that matter here (RFC 6265bis): a Secure
 * cookie is refused on an http page, a `__Host-` cookie needs Secure and Path=/, Max-Age=0 deletes.
 */
function browserJar(
  https: boolean,
  initial: Record<string, string> = {},
): CookieJar & { readonly stored: Map<string, { value: string; attributes: string }>; readonly refused: string[] } {
  const stored = new Map(Object.entries(initial).map(([name, value]) => [name, { value, attributes: "" }]));
  const refused: string[] = [];
  return {
    stored,
    refused,
    get cookie() {
      return [...stored].map(([name, { value }]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      const [pair = "", ...rest] = text.split(";").map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const attributes = rest.join("; ");
      const secure = rest.some((part) => part.toLowerCase() === "secure");
      const hostOnlyRoot = rest.includes("Path=/") && !rest.some((part) => part.toLowerCase().startsWith("domain="));
      if ((secure && !https) || (name.startsWith("__Host-") && !(secure && hostOnlyRoot))) {
        refused.push(text);
        return;
      }
      if (rest.includes("Max-Age=0")) stored.delete(name);
      else stored.set(name, { value: pair.slice(pair.indexOf("=") + 1), attributes });
    },
  };
}

const lax = { maxAgeDays: 365, sameSite: "lax" } as const;

describe("DocumentCookieStore", () => {
  afterEach(() => {
    for (const name of ["lang", "access_token", "a b"]) new DocumentCookieStore().remove(name);
  });

  describe("on plain HTTP (http://localhost development)", () => {
    const http = (jar: CookieJar) => new DocumentCookieStore({ jar: () => jar, secure: () => false });

    it("writes path=/, Max-Age in seconds and SameSite, not Secure (SPEC §4: language cookie, 365 days, lax)", () => {
      const jar = recordingJar();
      http(jar).set("lang", "ar", lax);
      expect(jar.written).toEqual(["lang=ar; Max-Age=31536000; Path=/; SameSite=Lax"]);
    });

    it("adds Secure to SameSite=None, which browsers require", () => {
      const jar = recordingJar();
      http(jar).set("x", "1", { maxAgeDays: 1, sameSite: "none" });
      expect(jar.written[0]).toBe("x=1; Max-Age=86400; Path=/; SameSite=None; Secure");
    });

    it("removes with Max-Age=0", () => {
      const jar = recordingJar();
      http(jar).remove("access_token");
      expect(jar.written).toEqual(["access_token=; Max-Age=0; Path=/; SameSite=Lax"]);
    });

    it("keeps the plain names a browser accepts there: the session survives, nothing is refused", () => {
      const jar = browserJar(false);
      const store = http(jar);
      store.set("access_token", "tok", lax);
      expect(store.get("access_token")).toBe("tok");
      expect([...jar.stored.keys()]).toEqual(["access_token"]);
      expect(jar.refused).toEqual([]);
    });
  });

  describe("on HTTPS", () => {
    const https = (jar: CookieJar, carryOver = {}) => new DocumentCookieStore({ jar: () => jar, secure: () => true, carryOver });

    it("writes __Host-<name>, Secure, SameSite=Lax, Path=/, and deletes an unprefixed copy", () => {
      const jar = recordingJar();
      https(jar).set("access_token", "tok-1", { maxAgeDays: 7, sameSite: "lax" });
      expect(jar.written).toEqual([
        "__Host-access_token=tok-1; Max-Age=604800; Path=/; SameSite=Lax; Secure",
        "access_token=; Max-Age=0; Path=/; SameSite=Lax",
      ]);
    });

    it("the language cookie gets the same flags and keeps its 365 days (SPEC §4)", () => {
      const jar = recordingJar();
      https(jar).set("lang", "in", lax);
      expect(jar.written[0]).toBe("__Host-lang=in; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    });

    it("a browser accepts what it writes, and it reads back under the plain name", () => {
      const jar = browserJar(true);
      const store = https(jar);
      store.set("lang", "ar", lax);
      expect(jar.refused).toEqual([]);
      expect([...jar.stored.keys()]).toEqual(["__Host-lang"]);
      expect(jar.stored.get("__Host-lang")?.attributes).toBe("Max-Age=31536000; Path=/; SameSite=Lax; Secure");
      expect(store.get("lang")).toBe("ar");
    });

    it("removes both the prefixed cookie and an unprefixed copy", () => {
      const jar = browserJar(true, { access_token: "old", "__Host-access_token": "new" });
      https(jar).remove("access_token");
      expect(jar.stored.size).toBe(0);
    });

    it("moves a cookie of an earlier version to its prefixed name once, with the carried-over lifetime", () => {
      const jar = browserJar(true, { lang: "ar", access_token: "legacy-token" });
      const store = https(jar, { lang: lax, access_token: MOVED_ACCESS_TOKEN });
      expect(store.get("access_token")).toBe("legacy-token");
      expect(jar.stored.has("access_token")).toBe(false);
      expect(jar.stored.get("__Host-access_token")).toEqual({
        value: "legacy-token",
        attributes: "Max-Age=2592000; Path=/; SameSite=Lax; Secure",
      });
      expect(store.get("lang")).toBe("ar");
      expect([...jar.stored.keys()].sort()).toEqual(["__Host-access_token", "__Host-lang"]);
    });

    it("the prefixed cookie wins over a stale unprefixed one", () => {
      const jar = browserJar(true, { "__Host-lang": "en", lang: "ar" });
      expect(https(jar, { lang: lax }).get("lang")).toBe("en");
    });

    it("a name without a carried-over lifetime is read as it is, and replaced at its next write", () => {
      const jar = browserJar(true, { theme: "dark" });
      const store = https(jar);
      expect(store.get("theme")).toBe("dark");
      expect([...jar.stored.keys()]).toEqual(["theme"]);
      store.set("theme", "light", lax);
      expect([...jar.stored.keys()]).toEqual(["__Host-theme"]);
    });
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
    expect(new DocumentCookieStore({ jar: () => recordingJar(cookie), secure: () => false }).get(name)).toBe(expected);
  });

  it("is on plain HTTP under jsdom's http://localhost and round-trips through its real document.cookie", () => {
    expect(window.location.protocol).toBe("http:");
    const store = new DocumentCookieStore();
    store.set("lang", "ar", lax);
    store.set("a b", "c;d", { maxAgeDays: 1, sameSite: "strict" });
    expect(document.cookie).toContain("lang=ar");
    expect(store.get("lang")).toBe("ar");
    expect(store.get("a b")).toBe("c;d");
    store.remove("lang");
    expect(store.get("lang")).toBeUndefined();
  });

  it("does nothing without a document (server-side or worker)", () => {
    const store = new DocumentCookieStore({ jar: () => undefined });
    expect(store.get("lang")).toBeUndefined();
    expect(() => store.set("lang", "en", { maxAgeDays: 1, sameSite: "lax" })).not.toThrow();
  });
});

describe("CookieSessionStore over document cookies", () => {
  const session = (https: boolean, initial: Record<string, string> = {}) => {
    const jar = browserJar(https, initial);
    const cookies = new DocumentCookieStore({
      jar: () => jar,
      secure: () => https,
      carryOver: { [ACCESS_TOKEN_COOKIE]: MOVED_ACCESS_TOKEN },
    });
    return { jar, store: new CookieSessionStore(cookies, new LocalStore(new InMemoryKeyValueStore(), new RecordingLogger())) };
  };

  it.each([
    [true, "__Host-access_token", "Max-Age=86400; Path=/; SameSite=Lax; Secure"],
    [false, "access_token", "Max-Age=86400; Path=/; SameSite=Lax"],
  ])("https %s: the token is kept as %s (%s) and cleared on logout", (https, name, attributes) => {
    const { jar, store } = session(https);
    store.saveAccessToken("tok", 86_400);
    expect(jar.stored.get(name)).toEqual({ value: "tok", attributes });
    expect(store.accessToken()).toBe("tok");
    store.clear();
    expect(store.accessToken()).toBeUndefined();
    expect(jar.stored.size).toBe(0);
  });

  it("a player signed in before the prefix stays signed in, and the token is Secure from then on", () => {
    const { jar, store } = session(true, { access_token: "before" });
    expect(store.accessToken()).toBe("before");
    expect([...jar.stored.keys()]).toEqual(["__Host-access_token"]);
    expect(store.accessToken()).toBe("before");
  });
});
