import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { Refused, ValidationFailed } from "@/application/ports/api-errors";
import { SignInUseCase } from "@/application/account/sign-in.use-case";
import type { LoginWithPasswordUseCase } from "@/application/auth/login-with-password.use-case";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { RecordingNavigator } from "../../fakes/recording-navigator";
import { strictFake } from "../../fakes/strict-fake";
import { fails, ok } from "../fixtures";
import { registrationStore } from "./registration-fixture";

const input = { callingCode: "+971", phone: "500000001", password: "Secret@123", returnUrl: null };

const setup = (answer: LoginWithPasswordUseCase["execute"]) => {
  const state = new InMemorySessionState();
  const navigator = new RecordingNavigator();
  const useCase = new SignInUseCase(
    strictFake<LoginWithPasswordUseCase>("Login", { execute: answer }),
    registrationStore({ state }).store,
    navigator,
  );
  return { useCase, state, navigator };
};

describe("SignInUseCase (SPEC §2 /login)", () => {
  it("answers the post-login target the login completion chose", async () => {
    const { useCase, navigator } = setup(() => ok("/checkout"));
    const answer = await useCase.execute(input);
    expect(Result.isSuccess(answer) && answer.success).toBe("/checkout");
    expect(navigator.visits).toEqual([]);
  });

  it("sends an unverified phone to the OTP page with the registration state set (SPEC §4, §9 120 s)", async () => {
    const { useCase, state, navigator } = setup(() =>
      fails(new Refused({ status: 403, code: "otp_required", message: "Verify your phone" })),
    );
    await useCase.execute(input);
    expect(state.get().registration).toEqual({
      callingCode: "+971",
      phone: "500000001",
      otpLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 120,
    });
    expect(navigator.visits).toEqual([{ kind: "go", path: "/register/otp" }]);
  });

  it.each([
    ["/wallet?step=4", "/register/otp?returnUrl=%2Fwallet%3Fstep%3D4"],
    ["/ar/checkout", "/register/otp?returnUrl=%2Far%2Fcheckout"],
    ["/login", "/register/otp"],
    ["//evil.example", "/register/otp"],
  ])("the login page's returnUrl %j goes on to the OTP page: %s (SPEC §2)", async (returnUrl, path) => {
    const { useCase, navigator } = setup(() =>
      fails(new Refused({ status: 403, code: "otp_required", message: "Verify your phone" })),
    );
    await useCase.execute({ ...input, returnUrl });
    expect(navigator.visits).toEqual([{ kind: "go", path }]);
  });

  it("leaves wrong credentials to the form", async () => {
    const wrong = new ValidationFailed({ message: "Invalid input", fieldErrors: { password: ["Wrong password"] } });
    const { useCase, state, navigator } = setup(() => fails(wrong));
    const answer = await useCase.execute(input);
    expect(Result.isFailure(answer) && answer.failure).toBe(wrong);
    expect(state.get().registration).toBeNull();
    expect(navigator.visits).toEqual([]);
  });
});
