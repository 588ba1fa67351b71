import { Result } from "effect";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_TOKEN } from "@mocks/seed";
import { resetSandbox } from "@mocks/state";
import { readConfig } from "@/env";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import type { Injector } from "@/application/di-token";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer } from "@/adapters/di/container";
import { ACCESS_TOKEN_COOKIE, USER_DATA_KEY } from "@/adapters/session/cookie-session-store";
import { InMemoryCookieStore } from "../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { loadEveryArea } from "../../fakes/every-area";

/** What an earlier version kept under `userData`: the whole SPEC §3 profile. */
const EARLIER_USER_DATA = {
  id: 1,
  fullName: "Demo Player",
  callingCode: "+971",
  phone: "501234567",
  emailVerified: true,
  gender: "male",
  email: "demo@lotto-shop.test",
  countryResidence: "AE",
  nationality: "AE",
  dob: "1990-04-12",
  addressLine1: "Villa 12",
  city: "Dubai",
  addressCountry: "AE",
};
const PERSONAL = ["501234567", "demo@lotto-shop.test", "1990-04-12", "Villa 12", "Dubai", "nationality", "gender"];

const shop = (options: { readonly token?: string }) => {
  const storage = new InMemoryKeyValueStore({ [USER_DATA_KEY]: JSON.stringify(EARLIER_USER_DATA) });
  const cookies = new InMemoryCookieStore();
  if (options.token !== undefined) cookies.set(ACCESS_TOKEN_COOKIE, options.token, { maxAgeDays: 1, sameSite: "lax" });
  const container = loadEveryArea(createContainer(readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", PROD: true })));
  rebindConstant(container, PORT_TOKENS.keyValueStore, storage);
  rebindConstant(container, PORT_TOKENS.cookieStore, cookies);
  rebindConstant(container, PORT_TOKENS.navigator, new RecordingNavigator());
  const injector: Injector = container;
  return { storage, get: injector.get.bind(injector) as Injector["get"] };
};

/** Issue 13 point 6: the migration on start, through the real session store and startup. */
describe("a userData stored by an earlier version, at start", () => {
  beforeAll(() => sandboxServer.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => resetSandbox());
  afterEach(() => sandboxServer.resetHandlers());
  afterAll(() => sandboxServer.close());

  it("signed in: keeps id and name only, and the profile still comes from the server", async () => {
    const { storage, get } = shop({ token: DEMO_TOKEN });
    await get(TOKENS.startup).execute();
    const text = storage.get(USER_DATA_KEY) ?? "";
    expect(JSON.parse(text)).toEqual({ id: 1, fullName: "Demo Player" });
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
    expect(get(TOKENS.sessionState).get().user).toEqual({ id: 1, fullName: "Demo Player" });
    const profile = await get(ACCOUNT_TOKENS.loadProfile).execute();
    expect(Result.isSuccess(profile) && profile.success.phone).toBe("501234567");
  });

  it("without a token: the stored user is removed", async () => {
    const { storage, get } = shop({});
    await get(TOKENS.startup).execute();
    expect(storage.get(USER_DATA_KEY)).toBeUndefined();
    expect(get(TOKENS.sessionState).get().user).toBeNull();
  });
});
