import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE, CookieSessionStore, USER_DATA_KEY } from "@/adapters/session/cookie-session-store";
import type { UserProfile } from "@/application/ports/profile.port";
import { LocalStore } from "@/application/state/local-store";
import { InMemoryCookieStore } from "../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingLogger } from "../../fakes/recording-logger";

const user: UserProfile = {
  id: 1,
  fullName: "Demo Player",
  callingCode: "+971",
  phone: "501234567",
  email: "demo@lotto-shop.test",
  emailVerified: true,
  avatar: undefined,
  countryResidence: "AE",
  nationality: undefined,
  dob: "1990-04-12",
  gender: "male",
  addressLine1: undefined,
  addressLine2: undefined,
  city: "Dubai",
  state: undefined,
  zipCode: undefined,
  addressCountry: "AE",
};

function makeStore() {
  const cookies = new InMemoryCookieStore();
  const storage = new InMemoryKeyValueStore();
  const logger = new RecordingLogger();
  return { cookies, storage, logger, session: new CookieSessionStore(cookies, new LocalStore(storage, logger)) };
}

describe("CookieSessionStore", () => {
  it("keeps the token in the access_token cookie, lax, for the token's lifetime (SPEC §3)", () => {
    const { cookies, session } = makeStore();
    session.saveAccessToken("tok-1", 7 * 86_400);
    expect(session.accessToken()).toBe("tok-1");
    expect(cookies.get(ACCESS_TOKEN_COOKIE)).toBe("tok-1");
    expect(cookies.optionsOf(ACCESS_TOKEN_COOKIE)).toEqual({ maxAgeDays: 7, sameSite: "lax" });
  });

  it("stores only the id and the name of a whole profile (issue 13: personal data at rest)", () => {
    const { storage, session } = makeStore();
    session.saveUser(user);
    expect(JSON.parse(storage.get(USER_DATA_KEY) ?? "null")).toEqual({ id: 1, fullName: "Demo Player" });
    expect(session.user()).toEqual({ id: 1, fullName: "Demo Player" });
  });

  it("the first read rewrites a whole profile stored by an earlier version to id and name, without a log line", () => {
    const { storage, logger, session } = makeStore();
    const earlier = { ...user, gender: "other", nationality: "AE", addressLine1: "Villa 12, Street 4" };
    storage.set(USER_DATA_KEY, JSON.stringify(earlier));
    expect(session.user()).toEqual({ id: 1, fullName: "Demo Player" });
    const text = storage.get(USER_DATA_KEY) ?? "";
    expect(JSON.parse(text)).toEqual({ id: 1, fullName: "Demo Player" });
    for (const personal of ["501234567", "demo@lotto-shop.test", "1990-04-12", "Dubai", "Villa", "nationality"]) {
      expect(text).not.toContain(personal);
    }
    expect(logger.lines).toEqual([]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["the wrong shape", JSON.stringify({ id: "one" })],
    ["without a name", JSON.stringify({ id: 7, phone: "501234567" })],
  ])("drops stored user data that is %s and logs the key, never the value (ARCHITECTURE §3.6)", (_name, text) => {
    const { storage, logger, session } = makeStore();
    storage.set(USER_DATA_KEY, text);
    expect(session.user()).toBeUndefined();
    expect(storage.get(USER_DATA_KEY)).toBeUndefined();
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]?.context).toMatchObject({ key: USER_DATA_KEY });
    expect(JSON.stringify(logger.lines)).not.toMatch(/one|oops|501234567/);
  });

  it("a stored user that decodes is read without a log line", () => {
    const { logger, session } = makeStore();
    session.saveUser(user);
    session.user();
    expect(logger.lines).toEqual([]);
  });

  it("clear forgets token and user (SPEC §4 logout)", () => {
    const { storage, session } = makeStore();
    storage.set("unrelated", "kept");
    session.saveAccessToken("tok", 60);
    session.saveUser(user);
    session.clear();
    expect(session.accessToken()).toBeUndefined();
    expect(session.user()).toBeUndefined();
    expect(storage.get("unrelated")).toBe("kept");
  });

  it("treats an empty cookie as no token", () => {
    const { cookies, session } = makeStore();
    cookies.set(ACCESS_TOKEN_COOKIE, "", { maxAgeDays: 1, sameSite: "lax" });
    expect(session.accessToken()).toBeUndefined();
  });
});
