import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { RetryLater, ValidationFailed } from "@/application/ports/api-errors";
import type { PasswordGatewayPort } from "@/application/ports/password-gateway.port";
import type { ProfilePort } from "@/application/ports/profile.port";
import type { RegistrationGatewayPort } from "@/application/ports/registration-gateway.port";
import { ChangePasswordUseCase } from "@/application/account/change-password.use-case";
import { DeleteAccountUseCase } from "@/application/account/delete-account.use-case";
import { LoadProfileUseCase } from "@/application/account/load-profile.use-case";
import { RequestPasswordResetUseCase } from "@/application/account/request-password-reset.use-case";
import { ResendOtpUseCase } from "@/application/account/resend-otp.use-case";
import { ResetPasswordUseCase } from "@/application/account/reset-password.use-case";
import { SendEmailVerificationUseCase } from "@/application/account/send-email-verification.use-case";
import { UpdateProfileUseCase } from "@/application/account/update-profile.use-case";
import { VerifyEmailUseCase } from "@/application/account/verify-email.use-case";
import { PROFILE_CACHE_KEY } from "@/application/account/profile-cache";
import type { LogoutUseCase } from "@/application/auth/logout.use-case";
import { InMemorySessionState } from "../../fakes/in-memory-session-state";
import { InMemorySessionStore } from "../../fakes/in-memory-session-store";
import { RecordingQueryCache } from "../../fakes/recording-query-cache";
import { recorder, strictFake } from "../../fakes/strict-fake";
import { aUser, fails, ok } from "../fixtures";
import { registrationStore } from "./registration-fixture";

const phone = { callingCode: "+971", phone: "501234567" };
const pending = { ...phone, otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 120 };
const profiles = (methods: Partial<ProfilePort>) => strictFake<ProfilePort>("ProfilePort", methods);
const passwords = (methods: Partial<PasswordGatewayPort>) => strictFake<PasswordGatewayPort>("PasswordGatewayPort", methods);

describe("passwords (SPEC §2 /forgot-password, /change-password)", () => {
  it("asks for a reset code for the phone", async () => {
    const forgotPassword = recorder(() => ok(pending));
    await new RequestPasswordResetUseCase(passwords({ forgotPassword })).execute(phone);
    expect(forgotPassword.calls).toEqual([[phone]]);
  });

  it("resets with the code and the confirmed password", async () => {
    const resetPassword = recorder(() => ok(undefined));
    await new ResetPasswordUseCase(passwords({ resetPassword })).execute({ ...phone, otp: "123456", password: "New@12345" });
    expect(resetPassword.calls).toEqual([
      [{ ...phone, otp: "123456", password: "New@12345", passwordConfirmation: "New@12345" }],
    ]);
  });

  it("changes the password with the current one", async () => {
    const changePassword = recorder(() => ok(undefined));
    await new ChangePasswordUseCase(passwords({ changePassword })).execute({
      currentPassword: "Old@12345",
      newPassword: "New@12345",
    });
    expect(changePassword.calls).toEqual([
      [{ currentPassword: "Old@12345", password: "New@12345", passwordConfirmation: "New@12345" }],
    ]);
  });
});

describe("ResendOtpUseCase (SPEC §9: a new code after 120 s)", () => {
  const setup = (resendOtp: RegistrationGatewayPort["resendOtp"]) => {
    const state = new InMemorySessionState({ registration: { ...pending, resendAfterSeconds: 5 } });
    const useCase = new ResendOtpUseCase(
      strictFake<RegistrationGatewayPort>("Registration", { resendOtp }),
      registrationStore({ state }).store,
    );
    return { useCase, state };
  };

  it("renews the registration state for a sign-up code", async () => {
    const { useCase, state } = setup(() => ok(pending));
    await useCase.execute({ ...phone, purpose: "register" });
    expect(state.get().registration).toEqual(pending);
  });

  it("leaves the registration state alone for a password-reset code", async () => {
    const { useCase, state } = setup(() => ok(pending));
    await useCase.execute({ ...phone, purpose: "reset_password" });
    expect(state.get().registration?.resendAfterSeconds).toBe(5);
  });

  it("passes on the server's retry_after", async () => {
    const { useCase, state } = setup(() => fails(new RetryLater({ retryAfterSeconds: 42, message: "wait" })));
    const answer = await useCase.execute({ ...phone, purpose: "register" });
    expect(Result.isFailure(answer) && answer.failure).toMatchObject({ retryAfterSeconds: 42 });
    expect(state.get().registration?.resendAfterSeconds).toBe(5);
  });
});

describe("profile (SPEC §2 /personal-detail)", () => {
  it("loads the profile", async () => {
    const user = aUser();
    const answer = await new LoadProfileUseCase(profiles({ profile: () => ok(user) })).execute();
    expect(Result.isSuccess(answer) && answer.success).toBe(user);
  });

  it("saves the update; the session and the state keep the id and the new name only", async () => {
    const saved = aUser({ fullName: "Sara Ali", city: "Dubai" });
    const updateProfile = recorder(() => ok(saved));
    const session = new InMemorySessionStore({ token: "t", user: aUser() });
    const state = new InMemorySessionState({ user: aUser() });
    const update = { fullName: "Sara Ali", countryResidence: "AE", nationality: "AE", city: "Dubai" };
    await new UpdateProfileUseCase(profiles({ updateProfile }), session, state).execute(update);
    expect(updateProfile.calls).toEqual([[update]]);
    expect(session.user()).toEqual({ id: saved.id, fullName: "Sara Ali" });
    expect(state.get().user).toEqual({ id: saved.id, fullName: "Sara Ali" });
  });

  it("keeps the old user data when the server refuses the update", async () => {
    const before = aUser();
    const state = new InMemorySessionState({ user: before });
    const refused = new ValidationFailed({ message: "Invalid input", fieldErrors: { email: ["Incorrect email format"] } });
    const answer = await new UpdateProfileUseCase(
      profiles({ updateProfile: () => fails(refused) }),
      new InMemorySessionStore(),
      state,
    ).execute({
      fullName: "x",
      countryResidence: "AE",
      nationality: "AE",
    });
    expect(Result.isFailure(answer)).toBe(true);
    expect(state.get().user).toBe(before);
  });
});

describe("DeleteAccountUseCase (SPEC §2 /delete-account)", () => {
  const setup = (deleteAccount: ProfilePort["deleteAccount"]) => {
    const logout = recorder(async (_input?: { revoke?: boolean }) => undefined);
    const useCase = new DeleteAccountUseCase(
      profiles({ deleteAccount }),
      strictFake<LogoutUseCase>("Logout", { execute: logout }),
    );
    return { useCase, logout };
  };

  it("deletes with the password, then logs out locally (the token is already refused)", async () => {
    const deleteAccount = recorder(() => ok(undefined));
    const { useCase, logout } = setup(deleteAccount);
    await useCase.execute({ password: "Demo@1234" });
    expect(deleteAccount.calls).toEqual([[{ password: "Demo@1234" }]]);
    expect(logout.calls).toEqual([[{ revoke: false }]]);
  });

  it("stays signed in when the password is wrong", async () => {
    const { useCase, logout } = setup(() =>
      fails(new ValidationFailed({ message: "x", fieldErrors: { password: ["The password is incorrect."] } })),
    );
    const answer = await useCase.execute({ password: "nope" });
    expect(Result.isFailure(answer)).toBe(true);
    expect(logout.calls).toEqual([]);
  });
});

describe("email confirmation (SPEC §2 /confirm/verify-email, /email-confirmation)", () => {
  it("a confirmed address marks the cached profile stale (issue 13: the flag is not stored locally)", async () => {
    const queries = new RecordingQueryCache();
    const answer = await new VerifyEmailUseCase(
      profiles({ verifyEmail: () => ok({ email: "layla@example.com" }) }),
      queries,
    ).execute({ token: "verify-demo-token" });
    expect(Result.isSuccess(answer)).toBe(true);
    expect(queries.invalidated).toEqual([PROFILE_CACHE_KEY]);
  });

  it("a refused token leaves the cache alone", async () => {
    const queries = new RecordingQueryCache();
    const answer = await new VerifyEmailUseCase(
      profiles({ verifyEmail: () => fails(new ValidationFailed({ message: "x", fieldErrors: {} })) }),
      queries,
    ).execute({ token: "t" });
    expect(Result.isFailure(answer)).toBe(true);
    expect(queries.invalidated).toEqual([]);
  });

  it("asks for a new confirmation link", async () => {
    const sendEmailVerification = recorder(() => ok(undefined));
    await new SendEmailVerificationUseCase(profiles({ sendEmailVerification })).execute();
    expect(sendEmailVerification.calls).toHaveLength(1);
  });
});
