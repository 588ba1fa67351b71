import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ValidationFailed } from "@/application/ports/api-errors";
import type { RegistrationGatewayPort } from "@/application/ports/registration-gateway.port";
import { VerifyOtpUseCase } from "@/application/account/verify-otp.use-case";
import type { StartSessionUseCase } from "@/application/auth/start-session.use-case";
import { LOCAL } from "@/application/state/cart-sync-state";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { aSession, fails, ok } from "../fixtures";
import { STORAGE_KEYS } from "@/application/state/storage-keys";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { PENDING_OTP, registrationStore } from "./registration-fixture";

const registration = PENDING_OTP;

const setup = (
  verifyOtp: RegistrationGatewayPort["verifyOtp"],
  pending: typeof registration | null = registration,
  kv = new InMemoryKeyValueStore(),
) => {
  const start = recorder(async () => LOCAL);
  const state = new InMemorySessionState({ registration: pending });
  const navigator = new RecordingNavigator();
  const verify = recorder(verifyOtp);
  const registrations = registrationStore({ state, kv });
  const useCase = new VerifyOtpUseCase(
    strictFake<RegistrationGatewayPort>("RegistrationGatewayPort", { verifyOtp: verify }),
    strictFake<StartSessionUseCase>("StartSessionUseCase", { execute: start }),
    registrations.store,
    navigator,
  );
  return { useCase, start, navigator, verify, kv };
};

describe("VerifyOtpUseCase (SPEC §2 /register/otp → /registration-completed)", () => {
  it("verifies the pending phone's code, starts the session and goes to /registration-completed", async () => {
    const session = aSession();
    const { useCase, start, navigator, verify } = setup(() => ok(session));
    expect(Result.isSuccess(await useCase.execute({ otp: "123456" }))).toBe(true);
    expect(verify.calls).toEqual([[{ callingCode: "+971", phone: "500000001", otp: "123456" }]]);
    expect(start.calls).toEqual([[session]]);
    expect(navigator.visits).toEqual([{ kind: "go", path: "/registration-completed" }]);
  });

  it.each([
    ["/wallet?step=4", "/wallet?step=4"],
    ["/ar/checkout", "/ar/checkout"],
    ["/login", "/registration-completed"],
    ["https://evil.example", "/registration-completed"],
    [null, "/registration-completed"],
  ])("a code that finishes a sign-in with returnUrl %j goes to %s (SPEC §2)", async (returnUrl, path) => {
    const { useCase, navigator } = setup(() => ok(aSession()));
    await useCase.execute({ otp: "123456", returnUrl });
    expect(navigator.visits).toEqual([{ kind: "go", path }]);
  });

  it("keeps the user on the page when the code is wrong", async () => {
    const wrong = new ValidationFailed({ message: "Invalid input", fieldErrors: { otp: ["The code is not correct."] } });
    const { useCase, start, navigator } = setup(() => fails(wrong));
    const answer = await useCase.execute({ otp: "000000" });
    expect(Result.isFailure(answer) && answer.failure).toBe(wrong);
    expect(start.calls).toEqual([]);
    expect(navigator.visits).toEqual([]);
  });

  // The session's start then ends the kept sign-up: complete-login.use-case.test.ts.
  it("after a reload verifies the kept phone's code and starts the session with it", async () => {
    const kv = new InMemoryKeyValueStore();
    registrationStore({ kv }).store.hold(registration);
    const session = aSession();
    const { useCase, verify, start } = setup(() => ok(session), null, kv);
    expect(Result.isSuccess(await useCase.execute({ otp: "123456" }))).toBe(true);
    expect(verify.calls).toEqual([[{ callingCode: "+971", phone: "500000001", otp: "123456" }]]);
    expect(start.calls).toEqual([[session]]);
  });

  it("a wrong code keeps the kept phone for the next try", async () => {
    const kv = new InMemoryKeyValueStore();
    registrationStore({ kv }).store.hold(registration);
    const { useCase } = setup(() => fails(new ValidationFailed({ message: "Invalid input", fieldErrors: {} })), null, kv);
    await useCase.execute({ otp: "000000" });
    expect(kv.get(STORAGE_KEYS.registration)).toBeDefined();
  });

  it("answers NoPendingOtp without a call when no phone waits for a code", async () => {
    const { useCase, verify } = setup(() => ok(aSession()), null);
    const answer = await useCase.execute({ otp: "123456" });
    expect(Result.isFailure(answer) && answer.failure._tag).toBe("NoPendingOtp");
    expect(verify.calls).toEqual([]);
  });
});
