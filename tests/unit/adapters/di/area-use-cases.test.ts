import { Result } from "effect";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sandboxServer } from "@mocks/node";
import { DEMO_USER } from "@mocks/seed";
import { resetSandbox } from "@mocks/state";
import { readConfig } from "@/env";
import { fils } from "@/domain/money/money";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import type { Injector } from "@/application/di-token";
import { PORT_TOKENS, TOKENS } from "@/application/tokens";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer } from "@/adapters/di/container";
import { FakeAppHost } from "../../fakes/fake-app-host";
import { InMemoryCookieStore } from "../../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { loadEveryArea } from "../../fakes/every-area";

const config = readConfig({
  VITE_API_BASE_URL: "https://api.lotto.test",
  VITE_GAME_API_BASE_URL: "https://games.lotto.test",
  PROD: true,
});

const shop = () => {
  const container = loadEveryArea(createContainer(config));
  const navigator = new RecordingNavigator();
  rebindConstant(container, PORT_TOKENS.keyValueStore, new InMemoryKeyValueStore());
  rebindConstant(container, PORT_TOKENS.cookieStore, new InMemoryCookieStore());
  rebindConstant(container, PORT_TOKENS.navigator, navigator);
  rebindConstant(container, PORT_TOKENS.appHost, new FakeAppHost("https://shop.lotto.test"));
  const injector: Injector = container;
  return { get: injector.get.bind(injector), navigator };
};

const success = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`expected a success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};

describe("the account, wallet and content use cases in the container", () => {
  it.each(Object.entries({ ...ACCOUNT_TOKENS, ...WALLET_TOKENS, ...CONTENT_TOKENS }))("resolves %s", (_name, token) => {
    expect(shop().get(token)).toBeDefined();
  });
});

describe("account and wallet journeys against the sandbox backend", () => {
  beforeAll(() => sandboxServer.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => resetSandbox());
  afterEach(() => sandboxServer.resetHandlers());
  afterAll(() => sandboxServer.close());

  it("signs up, verifies the OTP (demo code 123456) and lands signed in on /registration-completed", async () => {
    const { get, navigator } = shop();
    const pending = success(
      await get(ACCOUNT_TOKENS.signUp).execute({
        fullName: "Sara Ali",
        callingCode: "+971",
        phone: "500000009",
        password: "Secret@123",
      }),
    );
    expect(pending).toMatchObject({ otpLength: 6, resendAfterSeconds: 120 });
    success(await get(ACCOUNT_TOKENS.verifyOtp).execute({ otp: "123456" }));
    expect(get(TOKENS.sessionState).get().user?.fullName).toBe("Sara Ali");
    expect(navigator.last).toEqual({ kind: "go", path: "/registration-completed" });
  });

  it("shares credit with the second user and keeps the balance in step", async () => {
    const { get } = shop();
    success(
      await get(ACCOUNT_TOKENS.signIn).execute({
        callingCode: DEMO_USER.calling_code,
        phone: DEMO_USER.phone,
        password: DEMO_USER.password,
      }),
    );
    const moved = success(
      await get(WALLET_TOKENS.shareCredit).execute({ callingCode: "+971", phone: "509876543", amount: fils(2_500) }),
    );
    expect(moved.balance).toBe(123_450 - 2_500);
    expect(get(TOKENS.sessionState).get().balance).toBe(123_450 - 2_500);
  });

  it("reads the FAQ, the question types and the next draw", async () => {
    const { get } = shop();
    expect(success(await get(CONTENT_TOKENS.loadFaq).execute({ locale: "en" })).length).toBeGreaterThan(0);
    expect(success(await get(CONTENT_TOKENS.loadQuestionTypes).execute({ locale: "en" })).length).toBeGreaterThan(0);
    expect(success(await get(CONTENT_TOKENS.nextDraw).execute())).not.toBeNull();
  });
});
